import { useEffect } from 'react';

/**
 * Rendered beside a page, inside the Suspense boundary that holds it. React hydrates HTML boundary by
 * boundary, a page after the shell around it, so only once this boundary is React's are the page's buttons
 * and fields live: then they take clicks again (#root's data-prerendered, index.css). A click let through
 * earlier, between the shell's hydration and the page's, was lost. Nothing to do on a page the browser drew.
 */
export function PageHydrated() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-prerendered'), []);
  return null;
}
