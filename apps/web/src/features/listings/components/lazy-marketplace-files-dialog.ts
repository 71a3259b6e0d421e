import { lazyDialog } from '@/lib/lazy-dialog';

// Loads when first opened (or when the menu that opens it is pointed at or focused).
export const MarketplaceFilesDialog = lazyDialog(() =>
  import('./marketplace-files-dialog').then((m) => m.MarketplaceFilesDialog),
);
