import { lazyDialog } from '@/lib/lazy-dialog';

// Loads when first opened (or when the button that opens it is pointed at or focused).
export const PrintTagsDialog = lazyDialog(() => import('./print-tags-dialog').then((m) => m.PrintTagsDialog));
