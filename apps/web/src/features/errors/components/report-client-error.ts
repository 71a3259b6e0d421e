import type { ClientErrorReport } from '@tagwise/core/schemas/client-errors';
import { apiFetch } from '@/lib/api-client';

/** Sends a crash to the server log. Best effort: a failed report must never cause a second error screen. */
export function reportClientError(error: unknown, componentStack?: string) {
  const err = error instanceof Error ? error : new Error(String(error));
  const report: ClientErrorReport = {
    message: `${err.name}: ${err.message}`.slice(0, 2000),
    stack: err.stack?.slice(0, 10_000),
    componentStack: componentStack?.slice(0, 10_000),
    url: window.location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
  };
  apiFetch('/api/client-errors', { method: 'POST', json: report, keepalive: true }).catch(() => undefined);
}
