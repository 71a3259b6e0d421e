import type { ReactNode } from 'react';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { CheckoutFrame } from './checkout-frame';

const ICONS = {
  done: <CircleCheckIcon aria-hidden className="size-10 text-emerald-600" />,
  waiting: <Spinner className="size-10 text-muted-foreground" />,
  slow: <ClockIcon aria-hidden className="size-10 text-amber-600" />,
  problem: <CircleAlertIcon aria-hidden className="size-10 text-destructive" />,
};

/** One outcome of the return from a checkout: what happened, and the ways on. */
export function CheckoutOutcome({
  icon,
  title,
  description,
  busy = false,
  children,
}: {
  icon: keyof typeof ICONS;
  title: string;
  description: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <CheckoutFrame>
      <Card aria-busy={busy}>
        <CardHeader>
          {ICONS[icon]}
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription role={busy ? 'status' : undefined}>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent className="flex flex-wrap gap-2">{children}</CardContent>}
      </Card>
    </CheckoutFrame>
  );
}

/** A checkout given up or left open too long: nothing was charged; `children` are the ways on. */
export function CheckoutNotCompleted({ status, children }: { status: 'cancelled' | 'expired'; children: ReactNode }) {
  return (
    <CheckoutOutcome
      icon="problem"
      title="This checkout was not completed"
      description={`It was ${status === 'expired' ? 'left open too long' : 'cancelled'}. Nothing was charged.`}
    >
      {children}
    </CheckoutOutcome>
  );
}

/** Asking the server where the checkout stands failed: why, and Try again beside the other ways on. */
export function CheckoutConfirmFailed({
  error,
  retry,
  retrying,
  children,
}: {
  error: unknown;
  retry: () => void;
  retrying: boolean;
  children: ReactNode;
}) {
  return (
    <CheckoutOutcome
      icon="problem"
      title="We could not confirm this payment"
      description={failureMessage(error, 'The server could not be reached. Please try again in a moment.')}
    >
      <Button onClick={retry} disabled={retrying}>
        Try again
      </Button>
      {children}
    </CheckoutOutcome>
  );
}
