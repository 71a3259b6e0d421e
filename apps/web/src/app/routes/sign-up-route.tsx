import { useSearchParams } from 'react-router';
import SignUpPage from '@/features/auth/pages/sign-up-page';
import { useVisitorCheckout } from '@/features/billing/api/confirm-visitor-checkout';
import { claimAfterSignUp, welcomeAfterGoogle } from '@/features/billing/lib/claim-after-auth';

/**
 * Sign-up, which claims a purchase made before the account existed, or finds one paid with its address. In
 * the browser that paid, the form starts with the address typed at the checkout (the server tells only that
 * browser, decision 0022).
 */
export default function SignUpRoute() {
  const [params] = useSearchParams();
  const payerEmail = useVisitorCheckout(params.get('session_id')).data?.payerEmail ?? undefined;
  return <SignUpPage afterSignUp={claimAfterSignUp} googleReturn={welcomeAfterGoogle} defaultEmail={payerEmail} />;
}
