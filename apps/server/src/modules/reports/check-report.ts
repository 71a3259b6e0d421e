import { and, eq, or, sql } from 'drizzle-orm';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { ReportCheck } from '@tagwise/core/schemas/reports';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import { readBusinessName } from '../settings/read-business-name.ts';

/** Any character outside printable ASCII: only such a text can hold one the fonts lack. */
const NOT_ASCII = '[^ -~]';

/**
 * What the Reports menu tells the operator before a report downloads: the texts the project's reports
 * print (the business, the sale's details, every item's name, category and condition) with characters
 * no font of ours draws. The project must be the workspace's (else 404).
 */
export async function checkReport(db: Database, actor: Actor, projectId: string): Promise<ReportCheck> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)));
  orNotFound(project, PROJECT_MESSAGES.notFound);
  const businessName = await readBusinessName(db, actor.ownerId);
  // The database keeps the plain-ASCII rows back: a sale of English names sends nothing to check.
  const rows = await db
    .selectDistinct({ name: items.name, category: items.category, condition: items.condition })
    .from(items)
    .where(
      and(
        eq(items.ownerId, actor.ownerId),
        eq(items.projectId, projectId),
        or(
          sql`${items.name} ~ ${NOT_ASCII}`,
          sql`${items.category} ~ ${NOT_ASCII}`,
          sql`${items.condition} ~ ${NOT_ASCII}`,
        ),
      ),
    );
  // The fonts' code loads with the first check or PDF, not at start (DESIGN section 8).
  const { findUndrawable } = await import('../../pdf/find-undrawable.ts');
  const { name, title, address, saleDates, saleTimes, description } = project!;
  return findUndrawable([
    businessName,
    name,
    title,
    address,
    saleDates,
    saleTimes,
    description,
    ...rows.flatMap((row) => [row.name, row.category, row.condition]),
  ]);
}
