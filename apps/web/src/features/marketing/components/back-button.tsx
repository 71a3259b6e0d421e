import { ArrowLeftIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Back, as the spec's Terms and Privacy pages have it (history back). Opened from outside the site (a
 * search result, a link in an e-mail), there is no page of ours to go back to: then it goes home.
 */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      className="-ml-3 mb-4"
      onClick={() => {
        // React Router numbers its own history entries; 0 is the first page of this visit.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        void (index > 0 ? navigate(-1) : navigate('/home'));
      }}
    >
      <ArrowLeftIcon aria-hidden />
      Back
    </Button>
  );
}
