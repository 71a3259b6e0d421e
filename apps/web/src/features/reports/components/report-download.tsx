import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ReportCheck } from '@tagwise/core/schemas/reports';
import { REPORT_MESSAGES, REPORT_TITLES, type ReportKind } from '@tagwise/core/values/reports';
import { UndrawableTexts } from '@/components/undrawable-texts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { failureMessage } from '@/lib/api-client';
import { downloadUrl } from '@/lib/save-file';
import { reportCheckQueryOptions } from '../api/check-report';
import { reportUrl } from '../api/report-url';

/**
 * A report's download, asked for from a menu: the server first says which of the project's texts the
 * report cannot show; with none the browser downloads it at once (streamed, with its own progress),
 * with some a dialog names them and the operator downloads anyway or cancels. `dialog` is rendered
 * outside the menu, which closes when an entry is chosen.
 */
export function useReportDownload(projectId: string) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<{ kind: ReportKind; check: ReportCheck } | null>(null);

  const download = async (kind: ReportKind) => {
    try {
      const check = await queryClient.fetchQuery(reportCheckQueryOptions(projectId));
      if (check.undrawableCount === 0) downloadUrl(reportUrl(projectId, kind));
      else setAsked({ kind, check });
    } catch (failure) {
      toast.error(failureMessage(failure, REPORT_MESSAGES.downloadFailed));
    }
  };

  const dialog = (
    <Dialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)}>
      {asked && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{REPORT_TITLES[asked.kind]}</DialogTitle>
            <DialogDescription>{REPORT_MESSAGES.undrawable(asked.check.undrawableCount)}</DialogDescription>
          </DialogHeader>
          <div className="text-sm">
            <UndrawableTexts texts={asked.check.undrawable} count={asked.check.undrawableCount} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button asChild>
              <a href={reportUrl(projectId, asked.kind)} download onClick={() => setAsked(null)}>
                Download anyway
              </a>
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );

  return { download, dialog };
}
