import { useCallback, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { studioPhotoAccess } from '@tagwise/core/values/enhancements';
import { useCreditBalance } from '@/features/credits/api/get-credit-balance';
import { ANALYSIS_VIEWS, AnalysisOverlays, type AnalysisView } from '@/features/analysis/components/analysis-overlays';
import type { MultiItemBatch } from '@/features/analysis/components/multi-item-dialog';
import { resizePhoto } from '@/features/analysis/lib/resize-photo';
import { useInsertCreatedItem } from '@/features/items/api/insert-created-item';
import { useProjects } from '@/features/projects/api/get-projects';
import { byRecent, ProjectPicker } from '@/features/projects/components/project-picker';
import { useCreateBatch } from '@/features/queue/api/create-batch';
import { useStartBatchUploads } from '@/features/queue/hooks/use-batch-uploads';
import { useSaveOfflineCaptures } from '@/features/queue/hooks/use-offline-captures';
import { useSession } from '@/features/auth/api/get-session';
import { PHOTO_MESSAGES } from '@tagwise/core/values/item-images';
import { failureMessage } from '@/lib/api-client';
import { OVERLAY_PARAMS } from '@/lib/overlays';
import { useTourProgress } from '@/features/tours/lib/tour-progress-store';

/**
 * The photo-to-item flow, opened from any signed-in page through the address (?analyze=choose), so Back
 * closes it and the header, the phone menu and the project page need not know it. An analysis needs a
 * project: on a project's page it is that one; elsewhere the person picks one, the most recently
 * changed by default, or creates one on the spot. The plan (from the credits meter's balance) decides
 * whether the dialogs offer a studio photo. Multiple Items opens a bulk batch: the batch is made, its
 * photos go to the queue's uploader (resized by the flow's own resize), and the address moves from
 * ?analyze=multi to ?batch=<id>, the batch's progress dialog (app/overlays/queue-dialogs.tsx).
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
  const projectName = projects.data?.projects.find((p) => p.id === projectId)?.name;
  const createBatch = useCreateBatch();
  const startUploads = useStartBatchUploads();
  const userId = useSession().data?.user.id;
  const saveOffline = useSaveOfflineCaptures(userId);
  // A guided tour's step can point into the chooser (features/tours).
  const [tourProgress] = useTourProgress(userId ?? '');

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

  const { mutateAsync: create } = createBatch;
  const onStartBatch = useCallback(
    async ({ name, options, items, projectId: project }: MultiItemBatch & { projectId: string }) => {
      if (!navigator.onLine) {
        try {
          // Kept small, as the uploader would have sent them; one photo at a time (a phone's memory).
          const resized: File[][] = [];
          for (const photos of items) {
            const item: File[] = [];
            for (const photo of photos) item.push(await resizePhoto(photo));
            resized.push(item);
          }
          await saveOffline(
            project,
            resized.map((photos) => ({ photos, mode: options.mode })),
          );
          onViewChange(null);
          return null;
        } catch (error) {
          return failureMessage(error, PHOTO_MESSAGES.uploadFailed);
        }
      }
      try {
        const batch = await create({ name, projectId: project, total: items.length, options });
        startUploads(batch.id, items, resizePhoto);
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.delete(OVERLAY_PARAMS.analyze);
            updated.set(OVERLAY_PARAMS.batch, batch.id);
            return updated;
          },
          { replace: true },
        );
        return null;
      } catch (error) {
        return failureMessage(error, PHOTO_MESSAGES.uploadFailed);
      }
    },
    [create, startUploads, setParams, saveOffline, onViewChange],
  );

  return (
    <AnalysisOverlays
      view={view}
      onViewChange={onViewChange}
      projectId={projectId}
      projectName={projectName}
      onStartBatch={onStartBatch}
      projectPicker={pageProject ? undefined : <ProjectPicker value={projectId} onChange={setChosen} />}
      onItemSaved={insertItem}
      studioAccess={balance && studioPhotoAccess(balance)}
      onSaveOffline={saveOffline}
      touring={tourProgress.status === 'running'}
    />
  );
}
