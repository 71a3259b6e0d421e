import os from 'node:os';
import { isLoopbackAddress } from './http/from-this-machine.ts';

/** Addresses that mean every interface of the machine. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * What the console says at start about where the server listens: whether only this machine can reach it
 * (the default) or other machines too, at which addresses, and that the development mailbox stays this
 * machine's. `interfaces`: the machine's network addresses (os.networkInterfaces()).
 */
export function listenNotice({
  host,
  port,
  devMailbox,
  interfaces = os.networkInterfaces(),
}: {
  host: string;
  port: number;
  devMailbox: boolean;
  interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
}): { msg: string; listening: string; reachableFromOtherMachines: boolean; addresses: string[] } {
  const listening = `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
  if (host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''))) {
    return {
      msg: `Listening on ${listening}: only this machine can reach it. Set HOST=0.0.0.0 to let other machines in.`,
      listening,
      reachableFromOtherMachines: false,
      addresses: [],
    };
  }
  const addresses = EVERY_INTERFACE.has(host)
    ? Object.values(interfaces)
        .flat()
        .filter((entry): entry is os.NetworkInterfaceInfo => entry !== undefined && !entry.internal)
        // An IPv4 wildcard is not reached over IPv6; link-local IPv6 addresses need a zone nobody types.
        .filter((entry) => (host === '0.0.0.0' ? entry.family === 'IPv4' : !entry.address.startsWith('fe80:')))
        .map((entry) =>
          entry.family === 'IPv6' ? `http://[${entry.address}]:${port}` : `http://${entry.address}:${port}`,
        )
    : [`http://${listening}`];
  const where = addresses.length > 0 ? ` at ${addresses.join(', ')}` : '';
  const mailbox = devMailbox ? ' The development mailbox opens only on this machine.' : '';
  return {
    msg: `Listening on ${listening}: other machines can reach it${where}.${mailbox}`,
    listening,
    reachableFromOtherMachines: true,
    addresses,
  };
}
