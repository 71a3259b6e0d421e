// First: configures zod before any module that defines schemas runs.
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { firstPageReady, publicPageReady, router } from './app/router';
import { showStartupFailure } from './features/errors/components/startup-failure';

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
// Another prerendered page waits for its own code first, so React's first render is that page.
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => mount(root), 0));
if (root.hasChildNodes()) void (publicPageReady ? publicPageReady.then(afterPaint) : afterPaint());
// Signed in with the page's data at hand: render once its code is in, complete, rather than a loading
// screen first (the code was preloaded with the HTML, so this is a short wait).
else if (firstPageReady) void firstPageReady.then(() => mount(root));
else mount(root);
