import { Link } from 'react-router';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { OwnerHelp } from '@/components/owner-help';
import { Skeleton } from '@/components/ui/skeleton';
import { BuyCreditsForm } from '@/features/billing/components/buy-credits-form';
import { CreditsDialogFooter } from '@/features/credits/components/credits-exhausted-dialog';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/**
 * The credits dialog's way forward for the signed-in person: the workspace's admin buys a pack or moves to a
 * plan (the server's owner is also shown the command that adds credits without paying); a team member is
 * told to ask the admin.
 * Loaded when the dialog first opens, so the packs and the checkout are not part of the first paint.
 */
export default function CreditsPurchase({ close }: { close: () => void }) {
  const { data: account } = useAccountSettings();
  if (!account) return <Skeleton className="h-48" />;
  if (account.role !== 'admin') return <CreditsDialogFooter help={BILLING_MESSAGES.adminOnly} onClose={close} />;
  return (
    <>
      <BuyCreditsForm onCancel={close} />
      <p className="text-sm text-muted-foreground">
        Or a plan with more credits every month:{' '}
        <Link to="/choose-tier" onClick={close} className="font-medium text-primary underline-offset-4 hover:underline">
          see the plans
        </Link>
        .
      </p>
      {account.instanceOwner && (
        <details className="rounded-md border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">You run this server: add credits without paying</summary>
          <OwnerHelp topic="credits" instanceOwner email={account.email} className="mt-2" />
        </details>
      )}
    </>
  );
}
