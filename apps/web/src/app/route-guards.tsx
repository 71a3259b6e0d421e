import type { ReactNode } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { AUTH_MUTATION_KEY } from '@/features/auth/lib/after-auth';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession, type SessionUser } from '@/features/auth/api/get-session';
import type { SignInState } from '@/features/auth/pages/sign-in-page';
import { hadSession } from '@/features/auth/lib/session-flag';

/** Signed-in pages: wait for the session, then render with the user or send the visitor to sign in. */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenLoading />;
  if (!session.data) {
    const state: SignInState = { from: location.pathname + location.search };
    return <Navigate to="/signin" replace state={state} />;
  }
  return children(session.data.user);
}

/** Query parameters that mean "back from a checkout" (commercial-side.md section 4). */
const POST_CHECKOUT_PARAMS = ['session_id', 'credits', 'trial'];

/**
 * Sign-in and sign-up: someone signed in goes on to where they were headed (the page that sent them to
 * sign in), or to their projects; back from a checkout, to /welcome with the same query, which claims the
 * purchase. While a sign-in or sign-up (and its claim) is still running, the page finishes it and says
 * where to go.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // A sign-in or sign-up from this page (running, or just finished) moves on by itself, to where its claim
  // says; redirecting here too would race it.
  const pageMovesOn = useMutationState({
    filters: { mutationKey: AUTH_MUTATION_KEY },
    select: ({ state }) =>
      state.status === 'pending' || (state.status === 'success' && Date.now() - state.submittedAt < 10_000),
  }).some(Boolean);
  if (session.isPending) return <FullScreenLoading />;
  if (session.data && !pageMovesOn) {
    const params = new URLSearchParams(location.search);
    if (POST_CHECKOUT_PARAMS.some((name) => params.has(name))) return <Navigate to={`/welcome?${params}`} replace />;
    return <Navigate to={(location.state as SignInState | null)?.from ?? '/projects'} replace />;
  }
  return children;
}

/**
 * `/` and unknown paths: projects when signed in, `signedOut` otherwise. A device that never had a
 * session shows `signedOut` at once instead of a loading screen (the landing page is prerendered and
 * must not flash), and still moves on if a session turns up.
 */
export function HomeRedirect({ signedOut }: { signedOut: ReactNode }) {
  const session = useSession();
  if (session.data) return <Navigate to="/projects" replace />;
  if (session.isPending && hadSession()) return <FullScreenLoading />;
  return signedOut;
}

/**
 * Pages about plans, prices and credits: a server without billing (BILLING_PROVIDER=none) has none of
 * them, so their addresses lead on to `elsewhere`. `testProvider`: the built-in test provider's own pages
 * (its checkout and portal), which a server taking payments with Stripe does not have either.
 */
export function BilledOnly({
  children,
  elsewhere,
  testProvider = false,
}: {
  children: ReactNode;
  elsewhere: string;
  testProvider?: boolean;
}) {
  const config = usePublicConfig();
  if (config.isPending) return <FullScreenLoading />;
  const billing = config.data?.billing;
  const here = testProvider ? billing === 'test' : billing !== 'none';
  return here ? children : <Navigate to={elsewhere} replace />;
}
