import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/features/auth/api/get-session';
import CheckoutSuccessPage from '@/features/billing/pages/checkout-success-page';

/** /checkout/success: signed in, what was bought; a visitor who paid for a plan is asked to sign up or in. */
export default function CheckoutSuccessRoute() {
  const session = useSession();
  if (session.isPending) return <FullScreenLoading />;
  return <CheckoutSuccessPage signedIn={Boolean(session.data)} />;
}
