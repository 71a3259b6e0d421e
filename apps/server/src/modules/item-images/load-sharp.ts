import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, imported on the first photo instead of at start: with libvips it is ~10-20 MB of an idle
 * server's memory (DESIGN section 8: <= 300 MB idle). Every server module that decodes pictures takes it
 * from here, so libvips' settings below hold whichever of them is first.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache (up to 50 MB and 100 operations) never hits here: every upload is another
    // photo. Off, the server keeps ~25 MB less resident after a batch of uploads.
    sharp.cache(false);
    return sharp;
  }));
}
