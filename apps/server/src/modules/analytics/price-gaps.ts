import { sql } from 'drizzle-orm';
import { PRICE_GAP_LIMIT, type Analytics } from '@tagwise/core/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items, priceEvents } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';

interface GapRow {
  id: string;
  name: string;
  tag_code: string;
  project_name: string;
  category: string;
  provider: string | null;
  ai_retail_cents: number | null;
  ai_tag_price: number;
  sold_price: number;
  sold_at: Date | string | null;
  compared: number | string;
  sold_total: number | string | bigint;
  ai_tag_total: number | string | bigint;
}

/**
 * AI estimate vs sold price, the start of price calibration (core's PRICE_GAP_DEFINITION says it for
 * people). For each sold item with a sold price, the item's latest price event from an AI analysis
 * (price_events source 'ai': the retail price the analysis estimated and the tag price computeTagPrice
 * made from it then, both stored by the analysis); the gap is the sold price minus that tag price, both in
 * whole currency units. A person's later price change does not replace the AI's figure, since the point is
 * how far the AI's estimate was from what the market paid. The latest event comes from the
 * (item_id, created_at desc) index, one probe per sold item.
 */
export async function priceGaps({
  db,
  actor,
  projectId,
}: {
  db: Pick<Database, 'execute'>;
  actor: Actor;
  projectId: string | null;
}): Promise<Analytics['priceGaps']> {
  const result = await db.execute(sql`
    select i.id, i.name, i.tag_code, p.name as project_name, i.category, i.analysis_provider as provider,
      ai.retail_cents as ai_retail_cents, ai.tag_price as ai_tag_price, i.sold_price, i.sold_at,
      count(*) over () as compared,
      sum(i.sold_price) over () as sold_total,
      sum(ai.tag_price) over () as ai_tag_total
    from ${items} i
    join ${projects} p on p.id = i.project_id
    join lateral (
      select e.retail_cents, e.tag_price from ${priceEvents} e
      where e.item_id = i.id and e.owner_id = ${actor.ownerId} and e.source = 'ai'
      order by e.created_at desc
      limit 1
    ) ai on true
    where i.owner_id = ${actor.ownerId} and i.status = 'sold' and i.sold_price is not null
      and ai.tag_price is not null ${projectId === null ? sql`` : sql`and i.project_id = ${projectId}`}
    order by abs(i.sold_price - ai.tag_price) desc, i.sold_at desc nulls last, i.id
    limit ${PRICE_GAP_LIMIT}`);
  const rows = (result as { rows: GapRow[] }).rows;
  const first = rows[0];
  return {
    compared: Number(first?.compared ?? 0),
    soldTotal: Number(first?.sold_total ?? 0),
    aiTagTotal: Number(first?.ai_tag_total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      tagCode: row.tag_code,
      projectName: row.project_name,
      category: row.category,
      provider: row.provider,
      aiRetailCents: row.ai_retail_cents === null ? null : Number(row.ai_retail_cents),
      aiTagPrice: Number(row.ai_tag_price),
      soldPrice: Number(row.sold_price),
      soldAt: row.sold_at === null ? null : new Date(row.sold_at).toISOString(),
      gap: Number(row.sold_price) - Number(row.ai_tag_price),
    })),
  };
}
