import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { CreateMemberRequest, TEAM_MESSAGES, type TeamMember } from '@tagwise/core/schemas/team';
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from '@tagwise/core/values/common-passwords';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/api-client';
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';

const NewMember = CreateMemberRequest.extend({
  password: CreateMemberRequest.shape.password.refine((p) => !isCommonPassword(p), PASSWORD_TOO_COMMON_MESSAGE),
});
/** Editing changes the name and e-mail only: the password stays the member's own. */
const EditedMember = NewMember.extend({ password: z.string() });
type Values = z.input<typeof NewMember>;

/**
 * Add a team member (name, e-mail, the password they will sign in with), or, given `member`, change their
 * name or e-mail. The admin tells the member their password; they can change it under Security.
 */
export function MemberFormDialog({
  member,
  open,
  onOpenChange,
}: {
  member?: TeamMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm<Values>({
    resolver: zodResolver(member ? EditedMember : NewMember),
    values: { displayName: member?.displayName ?? '', email: member?.email ?? '', password: '' },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const done = (message: string) => {
    toast.success(message);
    onOpenChange(false);
    form.reset();
  };
  const failed = (fallback: string) => (error: Error) =>
    form.setError('root', { message: failureMessage(error, fallback) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{member ? `Edit ${member.displayName}` : 'Add a team member'}</DialogTitle>
          <DialogDescription>
            {member
              ? 'A new e-mail address becomes their sign-in address.'
              : 'They sign in with this e-mail and password, and work in your projects on your plan.'}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            void form.handleSubmit(({ displayName, email, password }) => {
              if (member) {
                update.mutate(
                  { memberId: member.id, displayName, email },
                  { onSuccess: () => done(TEAM_MESSAGES.updated), onError: failed(TEAM_MESSAGES.updateFailed) },
                );
              } else {
                create.mutate(
                  { displayName, email, password },
                  { onSuccess: () => done(TEAM_MESSAGES.created), onError: failed(TEAM_MESSAGES.createUserFailed) },
                );
              }
            })(e)
          }
        >
          <FormField id="member-name" label="Name" error={errors.displayName?.message}>
            <Input
              id="member-name"
              autoComplete="off"
              aria-invalid={errors.displayName ? true : undefined}
              {...form.register('displayName')}
            />
          </FormField>
          <FormField id="member-email" label="Email" error={errors.email?.message}>
            <Input
              id="member-email"
              type="email"
              autoComplete="off"
              aria-invalid={errors.email ? true : undefined}
              {...form.register('email')}
            />
          </FormField>
          {!member && (
            <FormField
              id="member-password"
              label="Password"
              error={errors.password?.message}
              hint="At least 6 characters. Tell it to them; they can change it under Security."
            >
              <Input
                id="member-password"
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                {...form.register('password')}
              />
            </FormField>
          )}
          <ErrorMessage>{errors.root?.message}</ErrorMessage>
          <FormDialogFooter submitLabel={member ? 'Save' : 'Add member'} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
