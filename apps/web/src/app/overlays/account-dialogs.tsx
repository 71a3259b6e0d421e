import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { TourHost } from '@/features/tours/components/tour-host';
import { TourList } from '@/features/tours/components/tour-list';
import { TourOffer } from '@/features/tours/components/tour-offer';
import { useTours } from '@/features/tours/hooks/use-tours';
import { rememberOnboardingPreferences, useOnboardingPreferences } from '@/lib/onboarding-preferences';
import { OVERLAY_PARAMS, preloadOverlays, setOverlayPreload } from '@/lib/overlays';
import { useHasPendingPricingSettings } from '@/features/settings/lib/pending-pricing-settings';
import { SETTINGS_TABS, type SettingsTab } from '@/features/settings/lib/settings-tabs';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useWarmUpOnFirstInput } from '@/lib/warm-up-on-first-input';
import { useFindTourPlace } from './tour-places';

// Each dialog's code (Settings brings zod, the account's forms and the security tab) loads the first time
// the address opens it, or once the person starts using the page (lib/warm-up-on-first-input.ts): loaded
// with the page, it kept a phone's main thread busy for most of a second after the first paint.
const SettingsDialog = lazyDialog(() =>
  import('@/features/settings/components/settings-dialog').then((m) => m.SettingsDialog),
);
const DisplayPreferencesDialog = lazyDialog(() =>
  import('@/features/settings/components/display-preferences-dialog').then((m) => m.DisplayPreferencesDialog),
);
const RepriceOfferDialog = lazyDialog(() =>
  import('@/features/items/components/reprice-offer-dialog').then((m) => m.RepriceOfferDialog),
);
// Pricing rules edited offline are sent by code (with the schemas that check them) loaded only when one waits.
const PendingPricingSync = lazy(() => import('@/features/settings/components/pending-pricing-sync'));

// A failed load is tried again when the dialog opens.
const preload = (dialog: { preload: () => Promise<unknown> }) => () => void dialog.preload().catch(() => undefined);
setOverlayPreload(OVERLAY_PARAMS.settings, preload(SettingsDialog));
setOverlayPreload(OVERLAY_PARAMS.display, preload(DisplayPreferencesDialog));
setOverlayPreload(OVERLAY_PARAMS.reprice, preload(RepriceOfferDialog));
const warmUp = () => preloadOverlays(OVERLAY_PARAMS.settings, OVERLAY_PARAMS.display, OVERLAY_PARAMS.reprice);

/**
 * The account's overlays, opened from any signed-in page through the address (?settings=pricing,
 * ?display=1, ?tour=projects) so the menus that open them need not know them, and a link can open one
 * directly. A save of the pricing rules (or an offline edit reaching the server later) leads to the
 * re-pricing offer. The guided tours run here too, since they walk through pages and these dialogs.
 */
export default function AccountDialogs() {
  const [params, setParams] = useSearchParams();
  useWarmUpOnFirstInput(warmUp);
  const userId = useSession().data?.user.id ?? '';
  const account = useAccountSettings().data;
  useEffect(() => {
    if (account) rememberOnboardingPreferences(account);
  }, [account]);
  const onboarding = useOnboardingPreferences();
  const tours = useTours(userId, account?.role ?? 'sub_user');
  const touring = tours.progress.status === 'running';
  const findTourPlace = useFindTourPlace();
  const settings = params.get('settings');
  // While the dialog closes (param gone), it keeps showing the tab it had instead of jumping to Profile.
  const [lastTab, setLastTab] = useState<SettingsTab>('profile');
  const requested = SETTINGS_TABS.find((t) => t === settings);
  if (requested && requested !== lastTab) setLastTab(requested);
  const tab = requested ?? lastTab;
  const set = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reprice = params.get(OVERLAY_PARAMS.reprice);
  const offerReprice = useCallback(() => set(OVERLAY_PARAMS.reprice, 'all'), [set]);
  const pricingEditWaiting = useHasPendingPricingSettings();

  // A link can start a tour (?tour=projects); the parameter goes once read, whatever the answer.
  const requestedTour = params.get(OVERLAY_PARAMS.tour);
  const { start } = tours;
  useEffect(() => {
    if (requestedTour === null || !account) return;
    set(OVERLAY_PARAMS.tour, null);
    start(requestedTour);
  }, [requestedTour, account, set, start]);

  return (
    <>
      <SettingsDialog
        open={settings !== null}
        onOpenChange={(open) => set('settings', open ? tab : null)}
        modal={!touring}
        tours={<TourList tours={tours} />}
        tab={tab}
        onTabChange={(next: SettingsTab) => set('settings', next)}
        onPricingSaved={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete(OVERLAY_PARAMS.settings);
              next.set(OVERLAY_PARAMS.reprice, 'all');
              return next;
            },
            { replace: true },
          )
        }
      />
      <DisplayPreferencesDialog
        open={params.has('display')}
        onOpenChange={(open) => set('display', open ? '1' : null)}
        modal={!touring}
      />
      {/* Re-pricing by the rules is the admin's (the server refuses a team member's preview too). */}
      <RepriceOfferDialog
        open={reprice !== null && account?.role === 'admin'}
        onOpenChange={(open) => !open && set(OVERLAY_PARAMS.reprice, null)}
        filter={reprice && reprice !== 'all' ? { projectId: reprice } : {}}
      />
      {pricingEditWaiting && (
        <Suspense fallback={null}>
          <PendingPricingSync onSynced={offerReprice} />
        </Suspense>
      )}
      {userId && <TourHost tours={tours} findPlace={findTourPlace} />}
      {userId && account && onboarding.toursEnabled && <TourOffer tours={tours} />}
    </>
  );
}
