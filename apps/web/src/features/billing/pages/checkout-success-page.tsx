import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutFrame } from '../components/checkout-frame';

/**
 * Where a paid checkout returns (/checkout/success?session_id=...&credits=n): says what was bought and
 * leads back into the app. The credits were added before the payer was sent here, so the meter is
 * re-read rather than waited for.
 */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const credits = Number(params.get('credits'));
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['credits'] });
  }, [queryClient]);
  return (
    <CheckoutFrame>
      <Card>
        <CardHeader>
          <CircleCheckIcon aria-hidden className="size-10 text-emerald-600" />
          <CardTitle className="text-2xl">
            <h1>Payment successful!</h1>
          </CardTitle>
          <CardDescription>
            {Number.isInteger(credits) && credits > 0
              ? `${countOf(credits, 'AI credit')} were added to your workspace. They never expire.`
              : 'Your purchase is complete.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/projects">Continue to your projects</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/credit-history">See your credits</Link>
          </Button>
        </CardContent>
      </Card>
    </CheckoutFrame>
  );
}
