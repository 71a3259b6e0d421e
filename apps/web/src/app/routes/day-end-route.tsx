import { useParams } from 'react-router';
import DayEndPage from '@/features/settlement/pages/day-end-page';
import { BackToProject } from './back-to-project';

/** A sale's end of day (settlement feature), for the admin and the members who ring up alike. */
export default function DayEndRoute() {
  const { projectId = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProject projectId={projectId} />
      <DayEndPage projectId={projectId} />
    </div>
  );
}
