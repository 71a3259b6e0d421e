import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORIES } from '@tagwise/core/catalog/categories';
import { CONDITIONS } from '@tagwise/core/catalog/conditions';
import { ProjectName } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items, priceEvents } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';

export const SeedItemsBody = z.object({
  projectName: ProjectName,
  count: z.number().int().min(1).max(20_000),
});

/** What the workspace holds after the seed, read with plain sums (not the dashboard's own queries). */
export interface SeededItems {
  projectId: string;
  workspace: { items: number; retailCents: number; tagValue: number; sold: number; soldValue: number };
}

/**
 * A project of `count` items in one statement, for browser tests of screens that must stay fast on a large
 * workspace (the data dashboard at 10,000 items): the API would take minutes to add them one by one. The
 * items spread over every category and condition, a tenth without a tag price, a seventh sold (most with a
 * sold price), some donated or kept, added over the last 300 days; every third sold item carries the
 * price event an AI analysis writes. Tag codes are "S" and seven digits, a shape random codes never have.
 */
export async function seedItems(
  db: Database,
  actor: Actor,
  body: z.output<typeof SeedItemsBody>,
): Promise<SeededItems> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ ownerId: actor.ownerId, createdBy: actor.userId, name: body.projectName })
      .returning({ id: projects.id });
    // Numbered on from the workspace's last seeded item, so a second seed's tag codes do not meet the first's.
    const [{ first } = { first: 1 }] = await tx
      .select({
        first: sql<number>`coalesce(max(substr(${items.tagCode}, 2)::int) filter (where ${items.tagCode} ~ '^S[0-9]{7}$'), 0)::int + 1`,
      })
      .from(items)
      .where(sql`${items.ownerId} = ${actor.ownerId}`);
    await tx.execute(sql`
      insert into ${items} (owner_id, project_id, created_by, tag_code, name, category, condition, retail_cents,
        tag_price, status, sold_price, sold_at, analysis_provider, analyzed_at, created_at, updated_at)
      select ${actor.ownerId}, ${project!.id}, ${actor.userId}, 'S' || lpad(n::text, 7, '0'), 'Seeded item ' || n,
        ${JSON.stringify(CATEGORIES)}::jsonb ->> (n % ${CATEGORIES.length}),
        ${JSON.stringify(CONDITIONS)}::jsonb ->> (n % ${CONDITIONS.length}),
        case when n % 13 = 12 then null else 1000 + (n % 500) * 100 end,
        case when n % 10 = 9 then null else 1 + (n * 37) % 400 end,
        case n % 7 when 6 then 'sold' when 5 then 'donated' when 4 then 'kept' else 'available' end,
        case when n % 7 = 6 and n % 10 <> 9 and n % 11 <> 3 then greatest(1, (n * 37) % 400 + (n % 9) * 5 - 19) end,
        case when n % 7 = 6 then now() - make_interval(days => n % 30) end,
        case when n % 3 = 0 then 'openai' end,
        case when n % 3 = 0 then now() - make_interval(days => n % 300) end,
        now() - make_interval(days => n % 300, secs => n), now()
      from generate_series(${first}::int, ${first + body.count - 1}::int) as n`);
    await tx.execute(sql`
      insert into ${priceEvents} (owner_id, item_id, source, retail_cents, tag_price, created_at)
      select owner_id, id, 'ai', retail_cents, greatest(1, tag_price + substr(tag_code, 2)::int % 17 - 8), analyzed_at
      from ${items}
      where project_id = ${project!.id} and analysis_provider = 'openai' and status = 'sold' and tag_price is not null`);
    const [held] = await tx
      .select({
        items: sql<number>`count(*)::int`,
        retailCents: sql<number>`coalesce(sum(${items.retailCents}), 0)`.mapWith(Number),
        tagValue: sql<number>`coalesce(sum(${items.tagPrice}), 0)`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${items.status} = 'sold')::int`,
        soldValue: sql<number>`coalesce(sum(${items.soldPrice}) filter (where ${items.status} = 'sold'), 0)`.mapWith(
          Number,
        ),
      })
      .from(items)
      .where(sql`${items.ownerId} = ${actor.ownerId}`);
    return { projectId: project!.id, workspace: held! };
  });
}
