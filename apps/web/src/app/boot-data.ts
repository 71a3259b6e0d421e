import { BOOT_DATA_ELEMENT_ID, type BootData } from '@tagwise/core/boot-data';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { itemCountQueryOptions } from '@/features/items/api/get-item-count';
import { itemsQueryOptions } from '@/features/items/api/get-items';
import { foldersQueryOptions } from '@/features/projects/api/get-folders';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { queryClient } from './providers';

/**
 * The server puts a signed-in person's session and their page's first data into the HTML (see
 * apps/server/src/web/boot-data.ts). Put into the query cache before the first render, it lets the page
 * show at once instead of after the session check and the page's requests. Returns whether there was any.
 */
export function seedBootData(): boolean {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  // Read once: a later render (or a saved copy of the page) must not bring back data that has since changed.
  element.remove();
  let boot: BootData;
  try {
    boot = JSON.parse(element.textContent) as BootData;
  } catch {
    return false;
  }
  queryClient.setQueryData(sessionQueryOptions().queryKey, boot.session);
  if (boot.projects) queryClient.setQueryData(projectsQueryOptions().queryKey, boot.projects);
  if (boot.folders) queryClient.setQueryData(foldersQueryOptions().queryKey, boot.folders);
  if (boot.project) queryClient.setQueryData(projectQueryOptions(boot.project.id).queryKey, boot.project);
  if (boot.items) {
    const query = { projectId: boot.items.projectId };
    queryClient.setQueryData(itemsQueryOptions(query).queryKey, { pages: [boot.items.page], pageParams: [null] });
    queryClient.setQueryData(itemCountQueryOptions(query).queryKey, boot.items.count);
  }
  return true;
}
