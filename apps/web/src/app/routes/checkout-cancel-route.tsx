import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/features/auth/api/get-session';
import CheckoutCancelPage from '@/features/billing/pages/checkout-cancel-page';

/** /checkout/cancel: the way back depends on whether the payer is signed in. */
export default function CheckoutCancelRoute() {
  const session = useSession();
  if (session.isPending) return <FullScreenLoading />;
  return <CheckoutCancelPage signedIn={Boolean(session.data)} />;
}
