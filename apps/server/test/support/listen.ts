import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * This machine's own address on its network (the first non-internal IPv4, as eth0's), if it has one. A
 * request to it travels no further than a loopback one, but the server sees it come from that address:
 * a client that is not on loopback, as a stranger on the same network would be.
 */
export const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

/** The app on a real socket at `hostname` (a free port), as the server serves it. */
export async function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string) {
  const server = serve({ fetch, port: 0, hostname });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
