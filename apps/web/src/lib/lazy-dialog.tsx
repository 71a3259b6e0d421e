import { createElement, Suspense, useState, type ComponentType } from 'react';
import { DialogLoadFailed, LoadFailedBoundary } from '@/components/dialog-load-failed';
import { preloadableLazy } from './preloadable-lazy';

/**
 * A dialog whose code loads the first time it opens, not with the page: a form dialog brings
 * react-hook-form, its zod schema and its mutation, which a page's first render has no use for. Until its
 * first opening it renders nothing; after that it stays mounted, so closing animates and reopening is
 * instant. `preload` starts the download early (see `preloadOnIntent`). `isOpen` reads "open" from the
 * dialog's props (`open` unless told), `close` closes it (`onOpenChange(false)` unless told). When its code
 * cannot be loaded (opened offline before it was ever fetched), a dialog says so and offers Try again.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
  close: (props: P) => void = (props) => (props as { onOpenChange?: (open: boolean) => void }).onOpenChange?.(false),
) {
  const Body = preloadableLazy<P>(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Each Try again mounts the dialog anew, which loads its code again.
    const [attempt, setAttempt] = useState(0);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    const failed = createElement(DialogLoadFailed, {
      open,
      onRetry: () => {
        Body.retry();
        setAttempt((n) => n + 1);
      },
      onClose: () => close(props),
    });
    return createElement(
      LoadFailedBoundary,
      { key: attempt, fallback: failed },
      createElement(Suspense, { fallback: null }, createElement(Body, props)),
    );
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
