// First: configures zod before any module that defines schemas runs.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { firstPageReady, router } from './app/router';
import { showStartupFailure } from './features/errors/components/startup-failure';
import { watchInstallEvent } from './features/pwa/lib/install-event';

// The browser's install offer can come before any page has loaded the Install prompt card: keep it.
watchInstallEvent();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function mount(container: HTMLElement) {
  try {
    createRoot(container, {
      // Errors React cannot hand to an error boundary (e.g. while mounting the root) end up here.
      onUncaughtError: (error) => showStartupFailure(container, error),
    }).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  } catch (error) {
    showStartupFailure(container, error);
  }
}

// A prerendered page (the landing page) is already readable: let the browser paint it before React
// takes over, instead of holding the first paint until the script has run.
if (root.hasChildNodes()) requestAnimationFrame(() => setTimeout(() => mount(root), 0));
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
