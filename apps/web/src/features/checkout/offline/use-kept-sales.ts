import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { listKeptSales, listSyncedSales, subscribeKeptSales, type KeptSale, type SyncedSale } from './kept-sales';
import { getSyncState, subscribeSyncState } from './sync-runner';

/**
 * The signed-in person's sales kept on this device for a sale (waiting to be sent, each with its last
 * problem) and the ones synced from it (their invoice numbers), read again at every change; with the sync's
 * state (running, the last problem).
 */
export function useKeptSales(projectId: string) {
  const userId = useSession().data?.user.id;
  const [kept, setKept] = useState<KeptSale[]>([]);
  const [synced, setSynced] = useState<SyncedSale[]>([]);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void Promise.all([listKeptSales(userId, projectId), listSyncedSales(userId, projectId)])
        .then(([k, s]) => {
          if (!current) return;
          setKept(k);
          setSynced(s);
        })
        .catch(() => undefined);
    read();
    const stop = subscribeKeptSales(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId, projectId]);
  const sync = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  return { kept, synced, ...sync };
}
