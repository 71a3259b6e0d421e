import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { openPurchaseCredits } from '@/lib/credits-exhausted';

/**
 * /purchase-credits: opens the credits dialog over the previous page (commercial-side.md section 2:
 * closing it goes back one page). Reached directly, there is no page behind it: it goes to the projects.
 */
export default function PurchaseCreditsRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    // React Router numbers the entries it made; 0 (or none) means this page was opened first.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/projects', { replace: true });
    // The dialog listens on window and outlives this route: it opens once the page behind has rendered.
    setTimeout(openPurchaseCredits, 0);
  }, [navigate]);
  return null;
}
