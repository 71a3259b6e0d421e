/** The first of the step's marked elements that is on screen (a hidden desktop menu has no boxes). */
export function findTourTarget(targets: readonly string[] | undefined): Element | null {
  for (const id of targets ?? []) {
    for (const element of document.querySelectorAll(`[data-tour="${id}"]`)) {
      if (element.getClientRects().length > 0) return element;
    }
  }
  return null;
}

/**
 * Waits for a step's element: after going to another page it appears once the page's data has loaded.
 * Resolves with null when it does not appear in time (no projects yet, a phone layout without it).
 */
export function waitForTourTarget(targets: readonly string[] | undefined, signal: AbortSignal, timeoutMs = 3000) {
  return new Promise<Element | null>((resolve) => {
    if (!targets?.length) return resolve(null);
    const started = performance.now();
    const look = () => {
      if (signal.aborted) return resolve(null);
      const found = findTourTarget(targets);
      if (found || performance.now() - started > timeoutMs) return resolve(found);
      setTimeout(look, 100);
    };
    look();
  });
}
