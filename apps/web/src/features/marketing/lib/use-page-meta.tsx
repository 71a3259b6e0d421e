import { createContext, useContext, useEffect } from 'react';
import { fullTitle, SHARE_IMAGE_PATH, type PageMeta } from './page-meta';

/** The prerender's collector: the page being rendered hands it its meta (there is no document then). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Gives the page its title, description and Open Graph tags (see page-meta.ts). */
export function usePageMeta(meta: PageMeta) {
  useContext(PageMetaSink)?.(meta);
  const { title, description, path, type } = meta;
  useEffect(() => {
    const before = document.title;
    const url = `${window.location.origin}${path}`;
    document.title = fullTitle(title);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle(title));
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type ?? 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', `${window.location.origin}${SHARE_IMAGE_PATH}`);
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
    // The signed-in pages set no title of their own: leave them the one they had.
    return () => {
      document.title = before;
    };
  }, [title, description, path, type]);
}
