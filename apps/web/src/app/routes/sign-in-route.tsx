import { useSearchParams } from 'react-router';
import SignInPage from '@/features/auth/pages/sign-in-page';
import { useVisitorCheckout } from '@/features/billing/api/confirm-visitor-checkout';
import { claimAfterSignIn, welcomeAfterGoogle } from '@/features/billing/lib/claim-after-auth';

/**
 * Sign-in, which claims a purchase made before signing in (a checkout's session_id in the address); in the
 * browser that paid, the form starts with the address typed at the checkout.
 */
export default function SignInRoute() {
  const [params] = useSearchParams();
  const payerEmail = useVisitorCheckout(params.get('session_id')).data?.payerEmail ?? undefined;
  return <SignInPage afterSignIn={claimAfterSignIn} googleReturn={welcomeAfterGoogle} defaultEmail={payerEmail} />;
}
