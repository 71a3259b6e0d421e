import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the page has painted. For what no first screen needs: the account overlays
 * (settings, tours, the re-pricing offer bring zod and their forms; fetched with the shell, their chunk
 * arrived and ran before the page's first paint), the help assistant's button, the toasts. Being absent
 * from the first render also keeps a prerendered page's hydration to what its HTML holds. Opened through
 * the address (?settings=...), an overlay still opens, a frame later.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}

/**
 * True from the first frame after the page has painted. What turns true renders as a transition: in
 * slices that leave a phone's main thread free between them, rather than in one task.
 */
export function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => startTransition(() => setPainted(true));
    const frame = requestAnimationFrame(() => (timer = setTimeout(show)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
