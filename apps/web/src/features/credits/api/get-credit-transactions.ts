import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CreditTransactionPage } from '@tagwise/core/schemas/credits';
import { apiFetch } from '@/lib/api-client';
import { CREDITS_KEY } from './get-credit-balance';

export const getCreditTransactions = (cursor: string | null) =>
  apiFetch<CreditTransactionPage>(
    `/api/credits/transactions${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`,
  );

/** The usage history, newest first, 50 a page (the server's page size). */
export const creditTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...CREDITS_KEY, 'transactions'],
    queryFn: ({ pageParam }) => getCreditTransactions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCreditTransactions = () => useInfiniteQuery(creditTransactionsQueryOptions());
