import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/features/auth/api/get-session';
import SignupCheckoutPage from '@/features/billing/pages/signup-checkout-page';

/** /signup-checkout: a visitor's plan checkout, or the workspace's when signed in. */
export default function SignupCheckoutRoute() {
  const session = useSession();
  if (session.isPending) return <FullScreenLoading />;
  return <SignupCheckoutPage signedIn={Boolean(session.data)} />;
}
