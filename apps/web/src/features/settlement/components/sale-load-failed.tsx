import { SearchXIcon } from 'lucide-react';
import { AppError } from '@tagwise/core/errors';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';

/**
 * A sale's figures that could not be read: a sale that is not there (deleted, or another account's) says so
 * as the project page does; anything else offers Retry.
 */
export function SaleLoadFailed({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  if (error instanceof AppError && error.code === 'NOT_FOUND') {
    return (
      <EmptyState icon={SearchXIcon} title={PROJECT_MESSAGES.notFound}>
        It may have been deleted, or it belongs to another account.
      </EmptyState>
    );
  }
  return <LoadFailed message={message} onRetry={onRetry} />;
}
