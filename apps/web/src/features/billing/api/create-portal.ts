import { useMutation } from '@tanstack/react-query';
import type { PortalCreated } from '@tagwise/core/schemas/billing';
import { apiFetch, failureMessage } from '@/lib/api-client';

export const createPortal = () =>
  apiFetch<PortalCreated>('/api/billing/portal', { method: 'POST', json: { returnUrl: window.location.href } });

/**
 * Manage Billing: the billing portal in a new tab (commercial-side.md section 4). The tab is opened at
 * the click, before the address is known, so a popup blocker lets it through; it is closed again if the
 * portal cannot be opened, and the reason is shown.
 */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const tab = window.open('', '_blank');
      try {
        const { url } = await createPortal();
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    // Toasts' library loaded here rather than imported: the pricing page's plans use this hook, and their
    // first render needs no toast.
    onError: (error) =>
      void import('sonner').then(({ toast }) =>
        toast.error(failureMessage(error, 'The billing portal could not be opened.')),
      ),
  });
}
