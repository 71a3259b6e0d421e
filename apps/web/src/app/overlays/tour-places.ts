import { useCallback } from 'react';
import { generatePath, matchPath } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { itemQueryOptions } from '@/features/items/api/get-item';
import { itemsQueryOptions } from '@/features/items/api/get-items';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import type { FindTourPlace } from '@/features/tours/components/tour-host';
import { ROUTE_PATHS } from '../route-paths';

/**
 * Where a tour step about an item's or a project's page goes, from the person's own data: the page of
 * that kind they have open (for a project, also the open item's project), else the newest item (of the
 * open project, if any) or the most recently changed project (for the checkout: that project's checkout).
 * Null when there is none: the step then
 * stays where the person is.
 */
export function useFindTourPlace(): FindTourPlace {
  const queryClient = useQueryClient();
  return useCallback(
    async (place, pathname) => {
      const itemId = matchPath(ROUTE_PATHS.item, pathname)?.params.itemId;
      const projectId = [ROUTE_PATHS.project, ROUTE_PATHS.projectPromo, ROUTE_PATHS.checkout, ROUTE_PATHS.invoices]
        .map((route) => matchPath(route, pathname)?.params.projectId)
        .find(Boolean);
      const pageOf = (id: string) =>
        generatePath(place === 'checkout' ? ROUTE_PATHS.checkout : ROUTE_PATHS.project, { projectId: id });
      if (place === 'item') {
        if (itemId) return pathname;
        const list = await queryClient.fetchInfiniteQuery(
          itemsQueryOptions({ sort: 'newest', ...(projectId ? { projectId } : {}) }),
        );
        const newest = list.pages[0]?.items[0];
        return newest ? generatePath(ROUTE_PATHS.item, { itemId: newest.id }) : null;
      }
      if (projectId) return pageOf(projectId);
      if (itemId) {
        const item = await queryClient.fetchQuery(itemQueryOptions(itemId));
        return pageOf(item.projectId);
      }
      const { projects } = await queryClient.fetchQuery(projectsQueryOptions());
      const recent = [...projects].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
      return recent ? pageOf(recent.id) : null;
    },
    [queryClient],
  );
}
