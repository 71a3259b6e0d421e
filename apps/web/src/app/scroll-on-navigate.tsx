import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long a link's #section may take to appear (its page's code loading first). */
const SECTION_WAIT_MS = 3_000;

/**
 * A link to another page opens it at its top, or at the section its address names (#features): without
 * this the browser kept the old page's offset, so a footer link opened the FAQ halfway down and the header's
 * Features link left the home page at its top. A change of the query alone (a dialog, a filter) keeps the
 * page where it is, and Back and Forward are the browser's (it puts the page back where it was).
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const reveal = () => {
      const section = document.getElementById(id);
      section?.scrollIntoView();
      return Boolean(section);
    };
    if (reveal()) return;
    // The page's code is still loading: wait for the section, not for ever.
    const observer = new MutationObserver(() => {
      if (reveal()) stop();
    });
    const timer = window.setTimeout(() => stop(), SECTION_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
    // The navigation's type is read for the change of address it belongs to, not a reason to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
  return null;
}
