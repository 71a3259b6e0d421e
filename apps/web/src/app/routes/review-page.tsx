import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isId } from '@tagwise/core/values/projects';
import ReviewPage from '@/features/items/pages/review-page';
import { projectQueryOptions } from '@/features/projects/api/get-project';

/**
 * The review screen for every item that needs review, or one project's (?projectId=): done, it leads back
 * to where the person came from, by the project's name.
 */
export default function ReviewRoute() {
  const [params] = useSearchParams();
  const projectId = isId(params.get('projectId')) ?? undefined;
  const project = useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: projectId !== undefined });
  const back = projectId
    ? { to: `/projects/${projectId}`, label: project.data ? `Back to ${project.data.name}` : 'Back to the project' }
    : { to: '/inventory', label: 'Back to inventory' };
  return <ReviewPage key={projectId ?? 'all'} projectId={projectId} back={back} />;
}
