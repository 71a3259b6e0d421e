import { generatePath, Link } from 'react-router';
import {
  BarChart3Icon,
  CalculatorIcon,
  ChevronDownIcon,
  DownloadIcon,
  FileTextIcon,
  HandCoinsIcon,
  MegaphoneIcon,
  ReceiptIcon,
  UploadIcon,
} from 'lucide-react';
import { REPORT_TITLES } from '@tagwise/core/values/reports';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { exportItemsCsvUrl } from '@/features/items/api/export-items-csv';
import type { ItemQuery } from '@/features/items/api/get-items';
import { ImportCsvDialog } from '@/features/item-csv-import/components/lazy-import-csv-dialog';
import { useReportDownload } from '@/features/reports/components/report-download';
import { preloadOnIntent } from '@/lib/lazy-dialog';
import { ROUTE_PATHS } from '../route-paths';

/**
 * What a sale produces besides its tags, in one menu so the project's header stays short on a phone:
 * the reports (PDF) and the project's Analytics page, the sale day's end and (the admin's) the client's
 * settlement, the promotional text's page, and the items as a spreadsheet, out and in. Downloads are streamed by the server to the browser's own download; a report
 * first asks whether the project has names it cannot show (report-download.tsx).
 */
export function ProjectOutputsMenu({
  projectId,
  query,
  isAdmin,
  onImportCsv,
}: {
  projectId: string;
  /** The settlement (terms, expenses, consignors, statement) is the admin's; the day's end is everyone's. */
  isAdmin: boolean;
  query: ItemQuery;
  /** Opens the import dialog (the page owns it, so it outlives the menu). */
  onImportCsv: () => void;
}) {
  const report = useReportDownload(projectId);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" {...preloadOnIntent(ImportCsvDialog.preload)} data-tour="reports-menu">
            <FileTextIcon aria-hidden />
            Reports and files
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>Reports (PDF)</DropdownMenuLabel>
          <DropdownMenuItem data-download onSelect={() => void report.download('inventory')}>
            <FileTextIcon aria-hidden />
            {REPORT_TITLES.inventory}
          </DropdownMenuItem>
          <DropdownMenuItem data-download onSelect={() => void report.download('sold')}>
            <ReceiptIcon aria-hidden />
            {REPORT_TITLES.sold}
          </DropdownMenuItem>
          {isAdmin && (
            <DropdownMenuItem data-download onSelect={() => void report.download('settlement')}>
              <HandCoinsIcon aria-hidden />
              {REPORT_TITLES.settlement}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Figures</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to={`${ROUTE_PATHS.dataDashboard}?project=${encodeURIComponent(projectId)}`}>
              <BarChart3Icon aria-hidden />
              Analytics
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Sale day</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to={generatePath(ROUTE_PATHS.projectDayEnd, { projectId })}>
              <CalculatorIcon aria-hidden />
              End of day
            </Link>
          </DropdownMenuItem>
          {isAdmin && (
            <DropdownMenuItem asChild>
              <Link to={generatePath(ROUTE_PATHS.projectSettlement, { projectId })}>
                <HandCoinsIcon aria-hidden />
                Sale &amp; settlement
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Advertising</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to={generatePath(ROUTE_PATHS.projectPromo, { projectId })}>
              <MegaphoneIcon aria-hidden />
              Promotional material
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Spreadsheet</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href={exportItemsCsvUrl(query)} download>
              <DownloadIcon aria-hidden />
              Export CSV
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onImportCsv}>
            <UploadIcon aria-hidden />
            Import CSV…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {report.dialog}
    </>
  );
}
