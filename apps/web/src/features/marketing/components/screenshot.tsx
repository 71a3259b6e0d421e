import shots from '../lib/screenshots.json';

export type ScreenshotName = keyof typeof shots;

/**
 * A screenshot of Tagwise made by scripts/screenshots.ts: AVIF, else WebP, at the width the layout needs
 * (`sizes`), with its own width and height so the page keeps its place while it loads, fetched when it
 * comes near the screen.
 */
export function Screenshot({
  name,
  alt,
  sizes,
  className,
}: {
  name: ScreenshotName;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const { width, height, widths } = shots[name];
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `/screenshots/${name}-${w}.${format} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`/screenshots/${name}-${widths.at(-1)}.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
