import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { exportItemsCsvUrl } from '../api/export-items-csv';
import type { ItemQuery } from '../api/get-items';

/**
 * Downloads what the list shows as CSV, every field, for a spreadsheet or another program. A plain link:
 * the server streams the file, so a large inventory downloads without waiting in the page.
 */
export function ExportCsvButton({ query }: { query: ItemQuery }) {
  return (
    <Button asChild variant="outline">
      <a href={exportItemsCsvUrl(query)} download>
        <DownloadIcon aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}
