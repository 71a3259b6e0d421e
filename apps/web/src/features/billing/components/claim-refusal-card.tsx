import { useId } from 'react';
import { MailCheckIcon } from 'lucide-react';
import type { ClaimResult } from '@tagwise/core/schemas/billing';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';

/**
 * A claim refused because it came neither from the payer's confirmed address nor from the browser that
 * paid (decision 0022): what the server said, and, when this account's address is the one paid with but
 * not yet confirmed, a button that e-mails the link confirming it. The link comes back to /welcome with the
 * checkout's id, which claims the plan then.
 */
export function ClaimRefusalCard({
  refusal,
  sessionId,
  trial,
}: {
  refusal: ClaimResult;
  sessionId: string;
  trial: boolean;
}) {
  const headingId = useId();
  const email = useSession().data?.user.email;
  const send = useSendVerificationEmail();
  const back = `/welcome?${new URLSearchParams({ session_id: sessionId, ...(trial && { trial: 'true' }) })}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id={headingId} className="font-semibold">
        Claim your plan
      </h2>
      <p className="text-sm">{refusal.error}</p>
      {refusal.code === 'confirm_email' &&
        email &&
        (send.isSuccess ? (
          <p role="status" className="flex items-start gap-2 text-sm font-medium">
            <MailCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            We sent a link to {email}. Open it to confirm your address, and the plan is yours.
          </p>
        ) : (
          <Button className="w-fit" disabled={send.isPending} onClick={() => send.mutate({ email, callbackURL: back })}>
            {send.isPending && <Spinner />}
            Confirm your e-mail to claim
          </Button>
        ))}
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {send.error.message}
        </p>
      )}
    </section>
  );
}
