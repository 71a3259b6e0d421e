// First: configures zod before any module that defines schemas runs.
import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { firstPageReady, publicPageReady, router } from './app/router';
import { showStartupFailure } from './features/errors/components/startup-failure';
import { watchInstallEvent } from './features/pwa/lib/install-event';

// The browser's install offer can come before any page has loaded the Install prompt card: keep it.
watchInstallEvent();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * `overPrerendered`: the page is already on screen as HTML. React then renders it as a transition: in
 * slices that leave the main thread free between them (a phone's first taps are answered), keeping the
 * HTML on screen until the whole page is ready rather than showing a loading fallback.
 */
function mount(container: HTMLElement, overPrerendered = false) {
  try {
    const app = createRoot(container, {
      // Errors React cannot hand to an error boundary (e.g. while mounting the root) end up here.
      onUncaughtError: (error) => showStartupFailure(container, error),
    });
    const render = () =>
      app.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    if (overPrerendered) startTransition(render);
    else render();
  } catch (error) {
    showStartupFailure(container, error);
  }
}

// A prerendered page (the landing page) is already readable: let the browser paint it before React
// takes over, instead of holding the first paint until the script has run.
// Another prerendered page waits for its own code first, so React's first render is that page.
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => mount(root, true), 0));
if (root.hasChildNodes()) void (publicPageReady ? publicPageReady.then(afterPaint) : afterPaint());
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
