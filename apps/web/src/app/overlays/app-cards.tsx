import { usePendingUploads } from '@/features/queue/hooks/use-batch-uploads';
import { useOfflineSync } from '@/features/queue/hooks/use-offline-captures';
import { useCheckoutSync } from '@/features/checkout/offline/use-checkout-sync';
import { FloatingCards } from '@/features/pwa/components/floating-card';
import { InstallPromptCard } from '@/features/pwa/components/install-prompt-card';
import { UpdateAvailableCard } from '@/features/pwa/components/update-available-card';

/**
 * What the installable app adds to every signed-in page, loaded once the page has painted (none of it is
 * needed sooner: the cards show seconds later at the earliest): the items taken offline sent to the bulk
 * queue and the checkout's sales made offline sent to the server whenever the device is online, the Install
 * prompt card, and the Update Available card, whose reload waits for this device's uploads.
 */
export default function AppCards({ userId }: { userId: string }) {
  useOfflineSync(userId);
  useCheckoutSync(userId);
  const uploading = usePendingUploads();
  return (
    <FloatingCards>
      <UpdateAvailableCard uploading={uploading} />
      <InstallPromptCard />
    </FloatingCards>
  );
}
