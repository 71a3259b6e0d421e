import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { MessageCircleQuestionMarkIcon, XIcon } from 'lucide-react';
import type { AssistantVariant } from '@tagwise/core/values/assistant';
import { Spinner } from '@/components/ui/spinner';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { PersonContext } from '../lib/person-context';

// The chat itself (messages, input, the request, toasts) loads when the person first opens it: the pages
// carry only this button. Offline, its code waits for the connection rather than failing the page.
const AssistantPanel = lazy(() => loadWhenOnline(() => import('./assistant-panel')));

/** The room the button takes from the bottom edge: its place (1.5rem), its size and a gap. */
const LAUNCHER_ROOM = '5rem';

/**
 * The floating help assistant (commercial-side.md section 2): a round button at the bottom right, above
 * the bulk queue's card and a pinned bar of actions when those show, opening the chat beside it (on a
 * phone, over the lower part of the screen). `homepage` on the public pages, `app` in the signed-in shell,
 * which tells it the person's plan and whether they have projects and items (`readPerson`, asked when a
 * question is sent). In the app the button never ends up over the page's end: the page keeps room for it
 * there (under the last row's price, the last field), and a field focused or scrolled into view stops
 * above it (index.css's scroll padding).
 */
export function AssistantLauncher({
  variant,
  billed,
  readPerson,
}: {
  variant: AssistantVariant;
  billed: boolean;
  readPerson?: () => Promise<PersonContext>;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the chat stays mounted (hidden when closed), so the conversation survives closing it.
  const [opened, setOpened] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // On a phone the launcher is hidden while the chat is open: it takes the focus back once shown again.
  const focusLauncher = useRef(false);
  const close = useCallback((returnFocus: boolean) => {
    focusLauncher.current = returnFocus;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !focusLauncher.current) return;
    focusLauncher.current = false;
    launcher.current?.focus();
  }, [open]);

  useEffect(() => {
    if (variant !== 'app') return;
    const root = document.documentElement;
    root.style.setProperty('--assistant-launcher-inset', LAUNCHER_ROOM);
    return () => {
      root.style.removeProperty('--assistant-launcher-inset');
    };
  }, [variant]);

  return (
    <>
      {/* The button's room at the page's end. The signed-in shell lays its parts out in a column, so this
          follows the page and the queue card's room. */}
      {variant === 'app' && <div aria-hidden className="shrink-0" style={{ height: LAUNCHER_ROOM }} />}
      {opened && (
        <Suspense
          fallback={
            open && (
              <div className="fixed right-4 bottom-[calc(5rem+var(--queue-widget-inset,0px)+var(--bottom-bar-inset,0px))] z-40 rounded-full border bg-background p-3 shadow-lg sm:right-6">
                <Spinner />
                <span className="sr-only">Loading</span>
              </div>
            )
          }
        >
          <AssistantPanel
            id={panelId}
            open={open}
            onClose={close}
            variant={variant}
            billed={billed}
            readPerson={readPerson}
          />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        aria-label={open ? 'Close help assistant' : 'Ask the help assistant'}
        title={open ? 'Close help assistant' : 'Ask the help assistant'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        data-assistant-launcher=""
        onClick={() => {
          setOpened(true);
          setOpen((now) => !now);
        }}
        // Plain class names, no cn(): the button is on every public page, and its first cn() call would
        // build tailwind-merge's configuration, a long task on a slow phone right after the first paint.
        className={`fixed right-4 bottom-[calc(1rem+var(--queue-widget-inset,0px)+var(--bottom-bar-inset,0px))] z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:right-6 sm:bottom-[calc(1.5rem+var(--queue-widget-inset,0px)+var(--bottom-bar-inset,0px))]${
          // On a phone the open chat has its own close button and covers this one's place.
          open ? ' max-sm:hidden' : ''
        }`}
      >
        {open ? (
          <XIcon className="size-5" aria-hidden />
        ) : (
          <MessageCircleQuestionMarkIcon className="size-6" aria-hidden />
        )}
      </button>
    </>
  );
}
