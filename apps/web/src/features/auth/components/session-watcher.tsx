import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { UNAUTHORIZED_EVENT } from '@/lib/api-client';
import { claimPersonalCaches, releasePersonalCaches } from '@/lib/offline-cache';
import { SESSION_QUERY_KEY, useSession } from '../api/get-session';
import { forgetSession, hadSession, rememberSession } from '../lib/session-flag';

/**
 * The forgotten password's pages: the person is already on the way back in, and the reset link's token is in
 * the address. A session that ended on this device (a reset ends them all) must not send them to sign-in.
 */
const RESETTING_PASSWORD = /^\/(forgot-password|reset-password)\/?$/;

/**
 * Notices a session that ended without the person choosing to (expired, revoked, signed out on another
 * device): clears what was cached for them, says so, and goes to sign-in. Renders nothing.
 */
export function SessionWatcher() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    window.addEventListener(UNAUTHORIZED_EVENT, recheck);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, recheck);
  }, [queryClient]);

  useEffect(() => {
    if (!session.isSuccess) return;
    if (session.data) {
      rememberSession();
      void claimPersonalCaches(session.data.user.id);
      return;
    }
    if (hadSession()) {
      forgetSession();
      void releasePersonalCaches();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      if (RESETTING_PASSWORD.test(window.location.pathname)) return;
      // Loaded here rather than imported: the watcher is part of the entry script, toasts are not.
      void import('sonner').then(({ toast }) => toast.error(AUTH_MESSAGES.sessionExpired, { id: 'session-expired' }));
      void navigate('/signin', { replace: true });
    }
  }, [session.isSuccess, session.data, queryClient, navigate]);

  return null;
}
