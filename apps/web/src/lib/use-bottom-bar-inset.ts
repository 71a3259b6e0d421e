import { useEffect, useState } from 'react';

/**
 * A bar of actions pinned to the bottom of the screen (the review screen's Save & next on a phone, the
 * selected items' bar) publishes its height as `--bottom-bar-inset`, so what floats in the bottom corner
 * (the help assistant's button) sits above it instead of over its buttons. Only while the bar is pinned:
 * the review screen's bar sits in the page's flow on a wide screen. Returns the ref to give the bar (a
 * callback, so a bar that comes and goes is followed).
 */
export function useBottomBarInset() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') {
        root.style.setProperty('--bottom-bar-inset', `${element.offsetHeight + 8}px`);
      } else {
        root.style.removeProperty('--bottom-bar-inset');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // Crossing a breakpoint can pin or unpin the bar without changing its size.
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--bottom-bar-inset');
    };
  }, [element]);
  return setElement;
}
