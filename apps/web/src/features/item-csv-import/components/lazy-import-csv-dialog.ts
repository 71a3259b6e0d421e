import { lazyDialog } from '@/lib/lazy-dialog';

// Loads when first opened (or when the menu that opens it is pointed at or focused).
export const ImportCsvDialog = lazyDialog(() => import('./import-csv-dialog').then((m) => m.ImportCsvDialog));
