import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutFrame } from '../components/checkout-frame';

/** Where a checkout given up returns (/checkout/cancel): nothing was charged, and the way back. */
export default function CheckoutCancelPage() {
  return (
    <CheckoutFrame>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            <h1>Payment cancelled</h1>
          </CardTitle>
          <CardDescription>Nothing was charged. You can buy credits whenever you need them.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/projects">Back to your projects</Link>
          </Button>
        </CardContent>
      </Card>
    </CheckoutFrame>
  );
}
