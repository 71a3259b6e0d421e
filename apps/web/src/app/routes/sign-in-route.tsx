import SignInPage from '@/features/auth/pages/sign-in-page';
import { claimAfterSignIn, welcomeAfterGoogle } from '@/features/billing/lib/claim-after-auth';

/** Sign-in, which claims a purchase made before signing in (a checkout's session_id in the address). */
export default function SignInRoute() {
  return <SignInPage afterSignIn={claimAfterSignIn} googleReturn={welcomeAfterGoogle} />;
}
