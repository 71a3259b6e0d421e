import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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

/**
 * Sign-in and sign-up: someone signed in goes on to where they were headed (the page that sent them to
 * sign in), or to their projects. This also completes a successful sign-in, whichever reacts first.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <FullScreenLoading />;
  if (session.data) return <Navigate to={(location.state as SignInState | null)?.from ?? '/projects'} replace />;
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
