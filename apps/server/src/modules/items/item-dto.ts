import type { Category } from '@tagwise/core/catalog/categories';
import type { Condition } from '@tagwise/core/catalog/conditions';
import type { Item } from '@tagwise/core/schemas/items';
import { needsReview } from '@tagwise/core/pricing/needs-review';
import type { ItemListRow } from './item-row.ts';
import { rulePrice, type PricingContext } from './pricing-context.ts';

export function toItem(row: ItemListRow, context: PricingContext, thumbUrl: string | null = null): Item {
  return {
    id: row.id,
    projectId: row.projectId,
    tagCode: row.tagCode,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    condition: row.condition as Condition,
    retailCents: row.retailCents,
    tagPrice: row.tagPrice,
    tagPriceSource: row.tagPriceSource,
    priceBreakdown: rulePrice(context, row)?.breakdown ?? null,
    brand: row.brand,
    model: row.model,
    dimensions: row.dimensions,
    materials: row.materials,
    notes: row.notes,
    keyAttributes: row.keyAttributes ?? [],
    researchSources: row.researchSources ?? [],
    status: row.status,
    soldPrice: row.soldPrice,
    soldAt: row.soldAt?.toISOString() ?? null,
    needsReview: needsReview({ flaggedByAnalysis: row.needsReview, tagPrice: row.tagPrice }),
    thumbUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
