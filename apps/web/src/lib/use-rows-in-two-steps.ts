import { startTransition, useEffect, useState } from 'react';

/** Enough rows to fill a tall phone screen, or a desktop's below the page's header. */
export const FIRST_ROWS = 12;

/**
 * How many of a list's `total` rows to render: the first screen's at once, the rest a moment later as a
 * transition, which React renders in slices that leave the main thread free between them. A project's
 * fifty rows in one piece kept a phone's main thread for about a second (4x CPU slowdown profile) after
 * the page's data was already there, so taps waited; the first screen is what is seen meanwhile. Only the
 * list's first appearance is split: once everything is shown, more rows (Load more, new items) come at once.
 */
export function useRowsInTwoSteps(total: number) {
  const [limit, setLimit] = useState(() => (drawnByServer ? Infinity : FIRST_ROWS));
  useEffect(() => {
    drawnByServer = false; // lists mounted from here on are the browser's own
  }, []);
  const complete = limit === Infinity;
  useEffect(() => {
    if (!complete && total > FIRST_ROWS) startTransition(() => setLimit(Infinity));
  }, [complete, total]);
  return { shown: Math.min(total, limit), complete: complete || total <= FIRST_ROWS };
}

/**
 * A page the server draws has every row in its HTML (src/server-render.tsx): drawing rows costs the
 * server little and the phone nothing, and the browser's hydration, which must match the HTML, takes them
 * over without building or laying them out again. True on the server, and in the browser for the list it
 * hydrates when the page came drawn (#root marked, main.tsx): read once, as the page loads, because React
 * hydrates the page's content after the shell around it, whose commit already unmarks #root.
 */
let drawnByServer =
  typeof document === 'undefined' || document.getElementById('root')?.hasAttribute('data-prerendered') === true;
