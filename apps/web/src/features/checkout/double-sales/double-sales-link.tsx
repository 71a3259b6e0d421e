import { Link } from 'react-router';
import { CopyIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useSaleConflicts } from '../api/get-sale-conflicts';

/**
 * The admin's way to a sale's double sales, with how many wait to be resolved; shown once there is one.
 * Members never see it (nor is the list asked for them).
 */
export function DoubleSalesLink({ projectId, size = 'sm' }: { projectId: string; size?: 'sm' | 'default' }) {
  const isAdmin = useAccountSettings().data?.role === 'admin';
  const conflicts = useSaleConflicts(projectId, isAdmin).data?.conflicts ?? [];
  if (!isAdmin || conflicts.length === 0) return null;
  const open = conflicts.filter((conflict) => !conflict.resolution).length;
  return (
    <Button asChild variant="outline" size={size} className="gap-2">
      <Link to={`/projects/${projectId}/double-sales`}>
        <CopyIcon aria-hidden />
        Double sales
        {open > 0 && (
          <Badge variant="destructive" aria-label={`${open} to resolve`}>
            {open}
          </Badge>
        )}
      </Link>
    </Button>
  );
}
