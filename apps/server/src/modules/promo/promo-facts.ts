import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PromoFacts } from '@tagwise/core/promo/template-promo';
import { PROMO_TOP_ITEMS } from '@tagwise/core/values/promo';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import type { projects } from '../../db/schema/projects.ts';

type ProjectRow = typeof projects.$inferSelect;

/**
 * What both writers are told about a sale: its details, its most valuable items by tag price, and the mix
 * of categories. Only items still for sale (a sold or donated piece is not worth advertising) and checked:
 * an item waiting for review may be an "Unidentified item" the offline analyzer would not name, or an unsure
 * guess, and public copy must advertise neither.
 */
export async function loadPromoFacts(db: Database, project: ProjectRow): Promise<PromoFacts> {
  const forSale = and(
    eq(items.ownerId, project.ownerId),
    eq(items.projectId, project.id),
    eq(items.status, 'available'),
    eq(items.needsReview, false),
  );
  const [topItems, categories] = await Promise.all([
    db
      .select({ name: items.name, category: items.category, tagPrice: items.tagPrice, brand: items.brand })
      .from(items)
      .where(forSale)
      // Unpriced items last; among equal prices the newest first, so the choice is stable.
      .orderBy(sql`${items.tagPrice} desc nulls last`, desc(items.createdAt), desc(items.id))
      .limit(PROMO_TOP_ITEMS),
    db
      .select({ category: items.category, count: count() })
      .from(items)
      .where(forSale)
      .groupBy(items.category)
      .orderBy(desc(count()), items.category),
  ]);
  return {
    sale: {
      key: project.id,
      name: project.name,
      title: project.title,
      description: project.description,
      address: project.address,
      saleDates: project.saleDates,
      saleTimes: project.saleTimes,
      saleNotes: project.saleNotes,
    },
    topItems,
    itemCount: categories.reduce((sum, c) => sum + c.count, 0),
    categories,
  };
}
