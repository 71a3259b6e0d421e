// First: configures zod before any module that defines schemas runs.
import './lib/zod-config';
import './lib/react-init';
// Before any query exists: TanStack Query's timers on one browser timer at a time.
import './lib/query-timers';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { preloadToaster, Providers } from './app/providers';
import { pageCameWithBootData } from './app/boot-data';
import { SIGNED_IN_OVERLAYS } from './app/overlays/signed-in-overlays';
import { cn } from './lib/cn';
import { RouterProvider } from 'react-router';
import { createAppRouter, loadPublicPage, startSignedInPage } from './app/router';
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
function mount(container: HTMLElement, router: ReturnType<typeof createAppRouter>, prerendered = false) {
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

/**
 * What hydration would otherwise do inside its own slices, each of which then held a phone's main thread
 * for one long task: done before it, each in a task of its own. tailwind-merge builds its tables on its
 * first call (15-25 ms on a laptop, four times that on a phone), and the parts rendered after the first
 * paint (the toaster, a signed-in page's overlays) start loading, so their code runs in tasks of its own
 * rather than within the render that first shows them.
 */
const beforeHydrating = () => [
  () => cn('p-0', 'p-1'),
  () => void preloadToaster(),
  ...(pageCameWithBootData() ? SIGNED_IN_OVERLAYS.map((preload) => () => void preload()) : []),
];
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app, in steps of a task each once the module code has run (each leaves a phone's main thread
 * free in between, and a browser's performance tools, which record the script's stack at every timer and
 * request, then record a short one rather than the whole file's).
 */
async function start(container: HTMLElement) {
  await nextTask();
  // Each page's code and data start loading: the prerendered public page's, or the signed-in page's.
  const firstPageReady = startSignedInPage();
  const publicPageReady = loadPublicPage(window.location.pathname);
  await nextTask();
  // What the router does first when the history entry has no index of its own, done a task earlier: the
  // browser's replaceState took 10-15 ms on a laptop with its performance tools recording, the rest of the
  // router's set-up about as long again.
  const entry = window.history.state as { idx?: number } | null;
  if (entry?.idx == null) window.history.replaceState({ ...entry, idx: 0 }, '');
  await nextTask();
  const router = createAppRouter();
  // A prerendered page is already readable: let the browser paint it before React takes over, instead of
  // holding the first paint until the script has run. A page other than the landing page waits for its own
  // code first, so that the tree React hydrates is the page, not a loading screen. A signed-in page the
  // server drew (apps/server/src/web/page-render.ts) likewise waits for the shell's and the page's code.
  if (container.hasChildNodes()) {
    await (publicPageReady ?? firstPageReady);
    await new Promise(requestAnimationFrame);
    for (const step of beforeHydrating()) {
      await nextTask();
      step();
    }
    await nextTask();
    mount(container, router, true);
    return;
  }
  // Signed in with the page's data at hand: render once its code is in, complete, rather than a loading
  // screen first (the code was preloaded with the HTML, so this is a short wait).
  await firstPageReady;
  mount(container, router);
}
void Promise.resolve()
  .then(() => start(root))
  .catch((error: unknown) => showStartupFailure(root, error));

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
if (import.meta.env.PROD) void Promise.resolve().then(registerWhenIdle);
