import { OfflineNotice } from '@/components/offline-notice';
import { useOnline } from '@/lib/use-online';

/**
 * Said on the checkout while the device has no connection: scans are answered from the sale's items as
 * last read, and sales are kept here until the connection is back.
 */
export function CheckoutOfflineNotice({ readAt }: { readAt: string }) {
  const online = useOnline();
  if (online) return null;
  const read = new Date(readAt).toLocaleString('en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <OfflineNotice>
      No connection. Ringing up from this sale&apos;s items as read {read}; sales are kept on this device and sent when
      the connection is back.
    </OfflineNotice>
  );
}
