import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConditionUsage } from '@tagwise/core/pricing/pricing-settings';
import { apiFetch } from '@/lib/api-client';

export const getConditionUsage = () => apiFetch<ConditionUsage>('/api/settings/pricing/condition-usage');

export const conditionUsageQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'pricing', 'condition-usage'], queryFn: getConditionUsage });

/** How many items have each condition, so the pricing tab can warn about conditions without a rule. */
export const useConditionUsage = () => useQuery(conditionUsageQueryOptions());
