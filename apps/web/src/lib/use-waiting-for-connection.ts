import { useEffect, useEffectEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useOnline } from './use-online';

type Read = Pick<UseQueryResult<unknown>, 'data' | 'fetchStatus' | 'isError' | 'refetch'>;

/**
 * Whether some of a page's reads have nothing to show because the device is offline: asked (the service
 * worker answers with its copy when it kept one) and failed, or waiting for the connection to retry. Such a
 * read is not an error to report or a load to draw placeholders for: the page says it is offline, and the
 * read is made again once the device is back online (a page loaded offline never told the query library it
 * went offline, so the library would not ask again by itself).
 */
export function useWaitingForConnection(...reads: Read[]): boolean {
  const online = useOnline();
  const askAgain = useEffectEvent(() => {
    for (const read of reads) if (read.isError && read.data === undefined) void read.refetch();
  });
  useEffect(() => {
    if (online) askAgain();
  }, [online]);
  return !online && reads.some((read) => read.data === undefined && (read.fetchStatus === 'paused' || read.isError));
}
