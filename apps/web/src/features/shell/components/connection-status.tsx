import { CloudOffIcon } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

/**
 * The header's online/offline indicator: nothing while connected; "Offline" when the device has no
 * connection, when pages show what was last read and new photos wait on this device to upload. The live
 * region says the change either way to a screen reader.
 */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <span role="status" className="flex items-center">
      {online ? (
        <span className="sr-only">Online</span>
      ) : (
        <span
          className="flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900"
          title="No connection: showing what was last loaded; new photos upload when the connection is back"
        >
          <CloudOffIcon className="size-3.5" aria-hidden />
          Offline
        </span>
      )}
    </span>
  );
}
