import { createElement, Suspense, useState, type ComponentType } from 'react';
import { preloadableLazy } from './preloadable-lazy';

/**
 * A dialog whose code loads the first time it opens, not with the page: a form dialog brings
 * react-hook-form, its zod schema and its mutation, which a page's first render has no use for. Until its
 * first opening it renders nothing; after that it stays mounted, so closing animates and reopening is
 * instant. `preload` starts the download early (see `preloadOnIntent`). `isOpen` reads "open" from the
 * dialog's props (`open` unless told).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
) {
  const Body = preloadableLazy<P>(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return createElement(Suspense, { fallback: null }, createElement(Body, props));
  }
  return Object.assign(LazyDialog, { preload: Body.preload });
}

/**
 * Props for the button that opens a lazy dialog (or the menu holding its item): pointing at it or
 * focusing it starts loading the dialog's code, so it is usually there by the time of the click.
 */
export function preloadOnIntent(...preloads: (() => Promise<unknown>)[]) {
  const preload = () => {
    for (const p of preloads) p().catch(() => undefined); // a failed load is retried when the dialog opens
  };
  return { onPointerEnter: preload, onFocus: preload };
}
