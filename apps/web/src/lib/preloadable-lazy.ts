import { createElement, lazy, useState, type ComponentType } from 'react';
import { ModuleLoadError } from './module-load-error';

/**
 * `React.lazy`, but rendered at once when its module has already been loaded (see `preload`). A plain
 * lazy component suspends on its first render even then, so a signed-in page whose code was preloaded
 * would still commit its loading fallback first, and React keeps a shown fallback up for a while before
 * revealing what replaced it: on a phone that was most of a second before the page's heading appeared.
 * A failed load rejects with a `ModuleLoadError`. React.lazy keeps a failure for good, so `retry` gives the
 * next mount a lazy component of its own (only when asked: a fresh one on every render of a suspended
 * first mount would try the download again and again without ever showing the failure).
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // a later render tries again
        throw new ModuleLoadError(error);
      },
    ));
  const attempt = () => lazy(async () => ({ default: await preload() }));
  let Lazy = attempt();
  const retry = () => {
    Lazy = attempt();
  };
  function PreloadableLazy(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Render] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Render, props);
  }
  return Object.assign(PreloadableLazy, { preload, retry });
}
