import { useEffect, useState } from 'react';
import { useSubscription } from '../api/get-subscription';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

const CANCEL_SUBSCRIPTION_EVENT = 'tagwise:cancel-subscription';

/** Asks to cancel from anywhere (the profile menu closes as its entry is chosen; the dialog stays). */
export const openCancelSubscription = () => window.dispatchEvent(new Event(CANCEL_SUBSCRIPTION_EVENT));

/** The cancel confirmation, always mounted with the signed-in shell, opened by openCancelSubscription. */
export function CancelSubscriptionHost() {
  const [open, setOpen] = useState(false);
  const { data } = useSubscription();
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(CANCEL_SUBSCRIPTION_EVENT, show);
    return () => window.removeEventListener(CANCEL_SUBSCRIPTION_EVENT, show);
  }, []);
  if (!data) return null;
  return <CancelSubscriptionDialog open={open} onOpenChange={setOpen} periodEnd={data.currentPeriodEnd} />;
}
