/** How long a page the link opened may take to show its anchor (its code loads on demand). */
const WAIT_MS = 5_000;

/**
 * Brings the anchor of a help link (`/help#price-tags`) into view once the page shows it. A link within
 * the app changes the page without a load, so the browser does not scroll to the anchor by itself; the
 * page's code may still be loading, so this waits for the element to appear.
 */
export function scrollToAnchorWhenShown(path: string) {
  const hash = path.split('#')[1];
  if (!hash) return;
  const reveal = () => {
    const target = document.getElementById(decodeURIComponent(hash));
    if (!target) return false;
    target.scrollIntoView({ block: 'start' });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (reveal()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  // After the navigation this click starts has rendered.
  requestAnimationFrame(() => {
    if (reveal()) stop();
  });
}
