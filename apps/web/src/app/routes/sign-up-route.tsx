import SignUpPage from '@/features/auth/pages/sign-up-page';
import { claimAfterSignUp, welcomeAfterGoogle } from '@/features/billing/lib/claim-after-auth';

/** Sign-up, which claims a purchase made before the account existed, or finds one paid with its address. */
export default function SignUpRoute() {
  return <SignUpPage afterSignUp={claimAfterSignUp} googleReturn={welcomeAfterGoogle} />;
}
