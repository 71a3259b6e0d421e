import { z } from 'zod';
import { CONDITIONS, type Category, type Condition } from '../values/catalog.ts';

export { CONDITIONS, type Condition } from '../values/catalog.ts';

export const ConditionSchema = z.enum(CONDITIONS, { message: 'Choose a condition from the list' });

/** The AI's condition counts only when it is not Unknown and at least this sure (core-app.md section 9). */
export const MIN_CONDITION_CONFIDENCE = 0.5;

/**
 * The condition an item gets when the AI's own judgement is not usable: Like New for appliances, Good
 * otherwise. The spec's "Collectibles for Collectibles and Art" names no condition value, so those get
 * Good too (docs/decisions/0005-default-condition.md).
 */
export function defaultConditionFor(category: Category): Condition {
  return category === 'Appliances' ? 'Like New' : 'Good';
}

export interface ResolvedCondition {
  condition: Condition;
  source: 'ai' | 'default';
}

/** Applies the spec's confidence rule to what the AI said about an item's condition. */
export function resolveCondition(
  category: Category,
  aiCondition: Condition | null | undefined,
  aiConfidence: number | null | undefined,
): ResolvedCondition {
  if (aiCondition && aiCondition !== 'Unknown' && (aiConfidence ?? 0) >= MIN_CONDITION_CONFIDENCE) {
    return { condition: aiCondition, source: 'ai' };
  }
  return { condition: defaultConditionFor(category), source: 'default' };
}
