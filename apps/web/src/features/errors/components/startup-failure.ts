import { APP_MESSAGES } from '@tagwise/core/messages';

/**
 * When the app cannot even start (a chunk failed to load, a crash before React renders), React's own
 * error screens are unavailable, so this writes plain DOM with inline styles and no dependencies.
 */
export function showStartupFailure(root: HTMLElement, error: unknown) {
  console.error(error);
  root.replaceChildren();
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;font-family:system-ui,sans-serif;text-align:center;color:#1f2d2d';
  const title = document.createElement('h1');
  title.textContent = APP_MESSAGES.startupFailedTitle;
  title.style.cssText = 'font-size:1.5rem;font-weight:600;margin:0';
  const text = document.createElement('p');
  text.textContent = 'Check your connection and reload. If it keeps happening, contact support.';
  text.style.cssText = 'margin:0;color:#4b5c5c';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload Page';
  button.style.cssText =
    'padding:10px 18px;border-radius:8px;border:0;background:#0f766e;color:#fff;font-size:1rem;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  box.append(title, text, button);
  root.append(box);
}
