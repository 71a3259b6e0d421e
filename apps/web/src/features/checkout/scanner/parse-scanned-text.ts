import { bareTagCode, looksLikeTagCode } from '@tagwise/core/values/tag-code';

/** What a scanned or typed text turned out to be. */
export type ScannedText =
  | { kind: 'tag'; tagCode: string }
  /** A QR code or a typed text that names no tag (a product's barcode, a web address, a word). */
  | { kind: 'not-tagwise'; text: string };

/** `/t/<code>` at the end of a path: the server's tag-url.ts writes `${PUBLIC_URL}/t/<code>`. */
const TAG_PATH = /\/t\/([^/]+)\/?$/;

/**
 * A tag's QR code holds `${PUBLIC_URL}/t/<TAGCODE>`. Any origin is accepted: the same tags are read by a
 * server reached under another name (a LAN address at the sale, a new domain), and PUBLIC_URL may carry a
 * path. A bare code (typed, or a tag from before QR codes held addresses) is accepted as the app writes
 * it, with or without its "#", in any case. Codes are stored upper case, so that is what comes back.
 */
export function parseScannedText(text: string): ScannedText {
  const trimmed = text.trim();
  const fromUrl = tagCodeInUrl(trimmed);
  if (fromUrl !== undefined) {
    return fromUrl ? { kind: 'tag', tagCode: fromUrl } : { kind: 'not-tagwise', text: trimmed };
  }
  const bare = bareTagCode(trimmed);
  return looksLikeTagCode(bare) ? { kind: 'tag', tagCode: bare.toUpperCase() } : { kind: 'not-tagwise', text: trimmed };
}

/** The tag code of a tag address; null for another web address; undefined when the text is no address. */
function tagCodeInUrl(text: string): string | null | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const match = TAG_PATH.exec(url.pathname);
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return looksLikeTagCode(code) ? code.toUpperCase() : null;
}
