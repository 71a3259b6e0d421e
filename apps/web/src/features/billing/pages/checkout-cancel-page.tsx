import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutFrame } from '../components/checkout-frame';

/**
 * Where a checkout given up returns (/checkout/cancel): nothing was charged, and the way back: to the
 * projects when signed in, to the plans for a visitor who was paying for one before signing up.
 */
export default function CheckoutCancelPage({ signedIn }: { signedIn: boolean }) {
  return (
    <CheckoutFrame>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>Payment cancelled</h1>
          </CardTitle>
          <CardDescription>
            {signedIn
              ? 'Nothing was charged. You can buy credits or change your plan whenever you need to.'
              : 'Nothing was charged. The plans are there whenever you are ready.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            {signedIn ? (
              <Link to="/projects">Back to your projects</Link>
            ) : (
              <Link to="/pricing">Back to the plans</Link>
            )}
          </Button>
        </CardContent>
      </Card>
    </CheckoutFrame>
  );
}
