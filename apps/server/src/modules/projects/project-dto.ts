import { inArray } from 'drizzle-orm';
import type { Category } from '@tagwise/core/catalog/categories';
import type { Project, ProjectListing } from '@tagwise/core/schemas/projects';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import type { Database } from '../../db/client.ts';
import { projectCategoryMarkdowns, type projects } from '../../db/schema/projects.ts';

type ProjectRow = typeof projects.$inferSelect;

/** A publish whose lock is older than this did not finish (a crash, a restart mid-publish). */
export const publishLockExpired = (busySince: Date | null, now = Date.now()) =>
  busySince !== null && now - busySince.getTime() > LISTING_LIMITS.publishLockMinutes * 60_000;

/** The listing as people should read it; null until a publish was first tried. */
function toListing(row: ProjectRow): ProjectListing | null {
  if (!row.estatesalesSyncStatus) return null;
  const interrupted = row.estatesalesSyncStatus === 'publishing' && publishLockExpired(row.estatesalesBusySince);
  return {
    status: interrupted ? 'error' : row.estatesalesSyncStatus,
    listingId: row.estatesalesListingId,
    url: row.estatesalesListingUrl,
    publishedAt: row.estatesalesPublishedAt?.toISOString() ?? null,
    syncedAt: row.estatesalesSyncedAt?.toISOString() ?? null,
    lastError: interrupted ? LISTING_MESSAGES.interrupted : row.estatesalesLastSyncError,
    helpUrl: interrupted ? null : row.estatesalesHelpUrl,
    pictureCount: row.estatesalesRemoteIds?.pictureIds.length ?? 0,
  };
}

/** Turns rows into the API shape, loading every project's category markdowns in one query. */
export async function toProjects(db: Pick<Database, 'select'>, rows: ProjectRow[]): Promise<Project[]> {
  if (rows.length === 0) return [];
  const markdowns = await db
    .select()
    .from(projectCategoryMarkdowns)
    .where(
      inArray(
        projectCategoryMarkdowns.projectId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    address: row.address,
    saleDates: row.saleDates,
    saleTimes: row.saleTimes,
    saleNotes: row.saleNotes,
    tagDiscountLine: row.tagDiscountLine,
    markdownPercentage: row.markdownPercentage,
    postalCode: row.postalCode,
    timeZone: row.timeZone,
    saleDays: row.saleDays,
    saleType: row.saleType,
    addressVisibility: row.addressVisibility,
    addressVisibleFrom: row.addressVisibleFrom,
    saleTerms: row.saleTerms,
    listing: toListing(row),
    folderId: row.folderId,
    categoryMarkdowns: markdowns
      .filter((m) => m.projectId === row.id)
      .map((m) => ({ category: m.category as Category, markdown_percentage: m.markdownPercentage })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
