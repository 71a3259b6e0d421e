// A public page's title, description and Open Graph tags. The prerender writes them into the page's HTML
// (so they are there without JavaScript); in the browser, usePageMeta keeps the document's head in step
// as people move between pages.

export interface PageMeta {
  /** The page's own title; " — Tagwise" is added unless it already names Tagwise. */
  title: string;
  description: string;
  /** The page's path, for its canonical address and og:url. */
  path: string;
  /** Open Graph type: a blog post is an article. */
  type?: 'website' | 'article';
}

export const SITE_NAME = 'Tagwise';
/** The picture link previews show (a screenshot of the app, made by scripts/screenshots.ts). */
export const SHARE_IMAGE_PATH = '/screenshots/share.png';
/**
 * Stands for the server's PUBLIC_URL in prerendered HTML: the build cannot know the address people use, so
 * the server puts it in when it loads the page (apps/server/src/web/static-routes.ts).
 */
export const PUBLIC_URL_TOKEN = '%TAGWISE_PUBLIC_URL%';

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head tags of a prerendered page, absolute addresses under `base`. */
export function headTags(meta: PageMeta, base: string): string {
  const title = escapeAttribute(fullTitle(meta.title));
  const description = escapeAttribute(meta.description);
  const url = `${base}${meta.path}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${base}${SHARE_IMAGE_PATH}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}
