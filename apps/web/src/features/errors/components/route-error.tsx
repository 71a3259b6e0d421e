import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { CrashScreen } from './error-boundary';
import { reportClientError } from './report-client-error';

/** The router's last resort, for errors outside the page boundaries (a page chunk that failed to load). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => reportClientError(error), [error]);
  return <CrashScreen onTryAgain={() => void navigate(0)} />;
}
