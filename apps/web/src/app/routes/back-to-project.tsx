import { generatePath, Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ROUTE_PATHS } from '../route-paths';

/** The way back from a page of one sale (its end of day, its settlement) to the sale's own page. */
export function BackToProject({ projectId }: { projectId: string }) {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-2">
      <Link to={generatePath(ROUTE_PATHS.project, { projectId })}>
        <ArrowLeftIcon aria-hidden />
        Back to project
      </Link>
    </Button>
  );
}
