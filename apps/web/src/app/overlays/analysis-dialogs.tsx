import { useCallback, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { studioPhotoAccess } from '@tagwise/core/values/enhancements';
import { useCreditBalance } from '@/features/credits/api/get-credit-balance';
import { ANALYSIS_VIEWS, AnalysisOverlays, type AnalysisView } from '@/features/analysis/components/analysis-overlays';
import { useInsertCreatedItem } from '@/features/items/api/insert-created-item';
import { useProjects } from '@/features/projects/api/get-projects';
import { byRecent, ProjectPicker } from '@/features/projects/components/project-picker';
import { OVERLAY_PARAMS } from '@/lib/overlays';

/**
 * The photo-to-item flow, opened from any signed-in page through the address (?analyze=choose), so Back
 * closes it and the header, the phone menu and the project page need not know it. An analysis needs a
 * project: on a project's page it is that one; elsewhere the person picks one, the most recently
 * changed by default, or creates one on the spot. The plan (from the credits meter's balance) decides
 * whether the dialogs offer a studio photo.
 */
export default function AnalysisDialogs() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pageProject = matchPath('/projects/:projectId', pathname)?.params.projectId;
  const projects = useProjects();
  const [chosen, setChosen] = useState<string>();
  const recent = byRecent(projects.data?.projects ?? [])[0]?.id;
  const projectId = pageProject ?? chosen ?? recent;
  const insertItem = useInsertCreatedItem();
  const balance = useCreditBalance().data;

  const requested = params.get(OVERLAY_PARAMS.analyze);
  const view = ANALYSIS_VIEWS.find((v) => v === requested) ?? null;
  // Moving between the flow's screens replaces the entry, so one Back always closes the whole flow.
  const onViewChange = useCallback(
    (next: AnalysisView | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(OVERLAY_PARAMS.analyze, next);
          else updated.delete(OVERLAY_PARAMS.analyze);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <AnalysisOverlays
      view={view}
      onViewChange={onViewChange}
      projectId={projectId}
      projectPicker={pageProject ? undefined : <ProjectPicker value={projectId} onChange={setChosen} />}
      onItemSaved={insertItem}
      studioAccess={balance && studioPhotoAccess(balance)}
    />
  );
}
