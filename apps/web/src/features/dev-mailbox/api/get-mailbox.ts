import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxResponse } from '@tagwise/core/schemas/dev-mailbox';
import { apiFetch } from '@/lib/api-client';

export const getMailbox = () => apiFetch<MailboxResponse>('/api/dev/mailbox');

export const mailboxQueryOptions = () =>
  queryOptions({ queryKey: ['dev-mailbox'], queryFn: getMailbox, refetchInterval: 5000 });

export const useMailbox = () => useQuery(mailboxQueryOptions());
