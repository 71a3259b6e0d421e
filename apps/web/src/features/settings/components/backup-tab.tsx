import { useRef, useState } from 'react';
import { ArchiveRestoreIcon, CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { BACKUP_MESSAGES } from '@tagwise/core/values/backup';
import { countOf } from '@tagwise/core/values/plural';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useDownloadBackup } from '../api/download-backup';
import { useRestoreBackup } from '../api/restore-backup';

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * Whole-workspace backup (admins): download everything as one zip, and restore such a zip into an empty
 * workspace, on this installation or another. The server checks the whole file before writing anything.
 */
export function BackupTab() {
  const download = useDownloadBackup();
  const [progress, setProgress] = useState(0);
  const restore = useRestoreBackup(setProgress);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploading = restore.isPending && progress < 1;

  const choose = (chosen: File | null) => {
    restore.reset();
    setProgress(0);
    setFile(chosen);
  };
  const start = () => {
    if (!file) return;
    setProgress(0);
    restore.mutate(file, {
      onSettled: () => {
        setFile(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="grid gap-6">
      <section className="grid gap-2" aria-labelledby="backup-download-heading">
        <h3 id="backup-download-heading" className="font-medium">
          Download a backup
        </h3>
        <p className="text-sm text-muted-foreground">
          One .zip file with your settings, pricing rules and business logo, folders, projects with their sale details
          and promotional material, every item with its prices and price history, and all photos (studio versions
          included). Keep it somewhere safe, or use it to move to another Tagwise installation. Not included: your
          EstateSales.NET API key, your plan and credits, and team members’ accounts.
        </p>
        <div>
          <Button type="button" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? <Spinner /> : <DownloadIcon aria-hidden />}
            {download.isPending ? 'Preparing backup…' : 'Download backup'}
          </Button>
        </div>
        {download.isSuccess && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden />
            Saved {download.data.filename} ({megabytes(download.data.bytes)}: {countOf(download.data.items, 'item')},{' '}
            {countOf(download.data.photos, 'photo')}).
          </p>
        )}
        <ErrorMessage>
          {download.isError && failureMessage(download.error, BACKUP_MESSAGES.downloadFailed)}
        </ErrorMessage>
      </section>

      <section className="grid gap-2" aria-labelledby="backup-restore-heading">
        <h3 id="backup-restore-heading" className="font-medium">
          Restore from a backup
        </h3>
        <p className="text-sm text-muted-foreground">
          Restores a backup into this account. It must be empty (no projects or folders), so nothing is merged or
          overwritten; your pricing rules and profile are replaced by the backup’s. The file is checked completely
          first: a damaged or foreign file is refused and nothing is written.
        </p>
        <label htmlFor="backup-file" className="text-sm font-medium">
          Backup file
        </label>
        <input
          ref={input}
          id="backup-file"
          type="file"
          accept=".zip,application/zip"
          disabled={restore.isPending}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        {file && !restore.isPending && (
          <div role="group" aria-label="Confirm restore" className="grid gap-2 rounded-md border p-3 text-sm">
            <p>
              Restore {file.name} ({megabytes(file.size)}) into this workspace?
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={start}>
                <ArchiveRestoreIcon aria-hidden />
                Restore backup
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  choose(null);
                  if (input.current) input.current.value = '';
                }}
              >
                Cancel
              </Button>
            </div>
          </div>
        )}
        {restore.isPending && (
          <div role="status" className="grid gap-2 text-sm">
            <p className="flex items-center gap-2">
              <Spinner />
              {uploading ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking and restoring…'}
            </p>
            <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
          </div>
        )}
        {restore.isSuccess && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden />
            {restore.data.message}
          </p>
        )}
        <ErrorMessage>{restore.isError && failureMessage(restore.error, BACKUP_MESSAGES.restoreFailed)}</ErrorMessage>
      </section>
    </div>
  );
}
