import { useEffect, useState, useSyncExternalStore } from 'react';
import { DownloadIcon, ShareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  clearInstallOffer,
  getInstallOffer,
  pageLoadedAt,
  runsInstalled,
  subscribeInstallOffer,
} from '../lib/install-event';
import {
  INSTALL_DISMISSED_KEY,
  installPromptAt,
  isIos,
  readDismissedAt,
  type InstallRoute,
} from '../lib/install-prompt';
import { FloatingCard } from './floating-card';

const readDismissal = () => {
  try {
    return readDismissedAt(localStorage.getItem(INSTALL_DISMISSED_KEY));
  } catch {
    return null;
  }
};

/**
 * The Install prompt card (core-app.md sections 2 and 4): 5 s after the browser offers installation
 * (Android, desktop Chromium), or 10 s after the page loaded on iOS with how to add the app to the Home
 * Screen. Not now, or saying no in the browser's own dialog, keeps it away for 7 days on this device.
 */
export function InstallPromptCard() {
  const offer = useSyncExternalStore(subscribeInstallOffer, getInstallOffer, () => null);
  const [ios] = useState(() => isIos(navigator.userAgent, navigator.maxTouchPoints ?? 0));
  const [dismissedAt, setDismissedAt] = useState(readDismissal);
  // The moment the card was due at, once its timer has fired.
  const [shownAt, setShownAt] = useState<number | null>(null);
  const route: InstallRoute | null = offer
    ? { kind: 'event', at: offer.at }
    : ios
      ? { kind: 'ios', loadedAt: pageLoadedAt }
      : null;
  const showAt = runsInstalled() ? null : installPromptAt(route, dismissedAt);

  useEffect(() => {
    if (showAt === null) return;
    const timer = setTimeout(() => setShownAt(showAt), Math.max(0, showAt - Date.now()));
    return () => clearTimeout(timer);
  }, [showAt]);

  if (showAt === null || shownAt !== showAt) return null;

  const dismiss = () => {
    const now = Date.now();
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
    } catch {
      // Storage disabled: the card stays away for this page's life only.
    }
    setDismissedAt(now);
  };

  const install = async () => {
    if (!offer) return;
    // The browser allows one prompt per offer.
    clearInstallOffer();
    await offer.event.prompt();
    const { outcome } = await offer.event.userChoice;
    if (outcome === 'dismissed') dismiss();
  };

  if (offer) {
    return (
      <FloatingCard
        icon={DownloadIcon}
        title="Install Tagwise"
        actions={
          <>
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Not now
            </Button>
            <Button size="sm" onClick={() => void install()}>
              Install
            </Button>
          </>
        }
      >
        <p className="text-muted-foreground">
          Open Tagwise from your home screen or desktop in its own window, and keep taking photos when the connection
          drops.
        </p>
      </FloatingCard>
    );
  }
  return (
    <FloatingCard
      icon={ShareIcon}
      title="Install Tagwise"
      actions={
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Not now
        </Button>
      }
    >
      <p className="text-muted-foreground">
        Tap the Share button{' '}
        <ShareIcon className="inline size-4 align-text-bottom" aria-label="(the square with an arrow)" />, then{' '}
        <strong className="font-medium text-foreground">Add to Home Screen</strong>.
      </p>
    </FloatingCard>
  );
}
