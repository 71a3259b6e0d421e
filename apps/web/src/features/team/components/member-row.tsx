import { useState } from 'react';
import { EllipsisVerticalIcon } from 'lucide-react';
import { toast } from 'sonner';
import { TEAM_MESSAGES, type TeamMember } from '@tagwise/core/schemas/team';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { failureMessage } from '@/lib/api-client';
import { useDeleteMember } from '../api/delete-member';
import { useUpdateMember } from '../api/update-member';
import { MemberFormDialog } from './member-form-dialog';

/** One member: name, e-mail, whether they can sign in, and what the admin can do about them. */
export function MemberRow({ member }: { member: TeamMember }) {
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'deactivate' | 'remove' | null>(null);
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const setActive = (isActive: boolean) =>
    update.mutate(
      { memberId: member.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? TEAM_MESSAGES.reactivated : TEAM_MESSAGES.deactivatedToast),
        onError: (error) => toast.error(failureMessage(error, TEAM_MESSAGES.updateFailed)),
      },
    );
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {member.displayName.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{member.displayName}</span>
          {member.isActive ? (
            <Badge variant="secondary">Active</Badge>
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              Deactivated
            </Badge>
          )}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${member.displayName}`}>
            <EllipsisVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>Edit name or e-mail</DropdownMenuItem>
          {member.isActive ? (
            <DropdownMenuItem onSelect={() => setConfirm('deactivate')}>Deactivate</DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setActive(true)}>Turn back on</DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => setConfirm('remove')}>
            Remove from team
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MemberFormDialog member={member} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Deactivate ${member.displayName}?`}
        confirmLabel="Deactivate"
        onConfirm={() => setActive(false)}
      >
        They are signed out on every device at once and cannot sign in until you turn them back on. What they added
        stays.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Remove ${member.displayName} from your team?`}
        confirmLabel="Remove"
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => toast.success(TEAM_MESSAGES.removed),
            onError: (error) => toast.error(failureMessage(error, TEAM_MESSAGES.removeFailed)),
          })
        }
      >
        Their account is deleted and they are signed out. The items and projects they added stay in your workspace.
      </ConfirmDialog>
    </li>
  );
}
