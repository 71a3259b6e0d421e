// First: configures zod before any module that defines schemas runs.
import './lib/zod-config';
import './lib/react-init';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { Providers } from './app/providers';
import { RouterProvider } from 'react-router';
import { firstPageReady, publicPageReady, router } from './app/router';
import { showStartupFailure } from './features/errors/components/startup-failure';
import { watchInstallEvent } from './features/pwa/lib/install-event';

// The browser's install offer can come before any page has loaded the Install prompt card: keep it.
watchInstallEvent();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * `prerendered`: the page is already on screen as HTML (the public pages, src/prerender.tsx). React then
 * hydrates it, taking over the DOM that is there instead of building it again and replacing it, and as a
 * transition: in slices that leave the main thread free between them, so a phone's first taps are
 * answered. What a first render leaves out (the toasts, the help assistant's button, the pricing page's
 * account form while its code loads) keeps this to the HTML's own content; a page that differs from its
 * HTML (a device that had a session shows a loading screen first) is rendered over it instead.
 */
function mount(container: HTMLElement, prerendered = false) {
  // Errors React cannot hand to an error boundary (e.g. while mounting the root) end up here.
  const options = { onUncaughtError: (error: unknown) => showStartupFailure(container, error) };
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  try {
    if (prerendered) startTransition(() => void hydrateRoot(container, app, options));
    // Not a transition here: a transition commits the page and its first effects together with the first
    // frame, before the parts that render after it (the toasts), so a page's toast on arrival was lost.
    else createRoot(container, options).render(app);
  } catch (error) {
    showStartupFailure(container, error);
  }
}

// A form on screen before its code has taken it over (aria-busy, see credentials-layout.tsx) must not be
// submitted by the browser itself: that would put its fields, a password too, in the address.
root.addEventListener(
  'submit',
  (event) => {
    if (event.target instanceof HTMLFormElement && event.target.getAttribute('aria-busy') === 'true')
      event.preventDefault();
  },
  true,
);

// A prerendered page is already readable: let the browser paint it before React takes over, instead of
// holding the first paint until the script has run. A page other than the landing page waits for its own
// code first, so that the tree React hydrates is the page, not a loading screen. A signed-in page the
// server drew (apps/server/src/web/page-render.ts) likewise waits for the shell's and the page's code.
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => mount(root, true), 0));
const pageCode = publicPageReady ?? firstPageReady;
if (root.hasChildNodes()) void (pageCode ? pageCode.then(afterPaint) : afterPaint());
// Signed in with the page's data at hand: render once its code is in, complete, rather than a loading
// screen first (the code was preloaded with the HTML, so this is a short wait).
else if (firstPageReady) void firstPageReady.then(() => mount(root));
else mount(root);

// The service worker is registered after start-up, its failures ignored (commercial-side.md section 2): once
// the page has loaded and the browser is idle, so neither its code nor its first download of the app's
// files competes with the first render. Not in development, where Vite serves the sources.
function registerWhenIdle() {
  const register = () =>
    void import('./features/pwa/lib/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(register) : setTimeout(register, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
if (import.meta.env.PROD) registerWhenIdle();
