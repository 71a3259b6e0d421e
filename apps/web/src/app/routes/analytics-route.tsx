import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { AnalyticsDashboard } from '@/features/analytics/pages/analytics-page';
import { useProjects } from '@/features/projects/api/get-projects';
import { useBilled } from '@/features/system/api/get-public-config';
import { ROUTE_PATHS } from '../route-paths';

const PATHS = { project: ROUTE_PATHS.project, item: ROUTE_PATHS.item, projects: ROUTE_PATHS.projects };

/**
 * The data dashboard (/data-dashboard, labelled Analytics): the analytics feature's figures for the
 * workspace or for the project in `?project=<id>`, chosen with the projects feature's list.
 */
export default function AnalyticsRoute() {
  const [params, setParams] = useSearchParams();
  const projectId = params.get('project') || null;
  const projects = useProjects();
  const billed = useBilled();
  const pickerId = useId();
  const list = [...(projects.data?.projects ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  // A project the list does not hold (yet) still shows as chosen, so the select never misstates the scope.
  const chosenUnlisted = projectId !== null && !list.some((p) => p.id === projectId);
  const picker = (
    <div className="grid w-full gap-1.5 sm:w-64">
      <Label htmlFor={pickerId}>Project</Label>
      <NativeSelect
        id={pickerId}
        value={projectId ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          setParams(next ? { project: next } : {}, { replace: false });
        }}
      >
        <option value="">All projects</option>
        {chosenUnlisted && <option value={projectId}>{projects.isPending ? 'Loading…' : 'This project'}</option>}
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return <AnalyticsDashboard projectId={projectId} picker={picker} billed={billed} paths={PATHS} />;
}
