import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** What a proxy adds for the client it passes on; a request carrying any of them came from elsewhere. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket reports them so). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether a request comes from the machine the server runs on: the connection's peer is a loopback address
 * and no proxy says it passed the request on for someone else. What only the person at the server may use
 * (the development mailbox, `npm run admin`'s route) asks this; the Host header proves nothing and is not read.
 */
export function fromThisMachine(c: Context): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // No socket: app.request() in this process (the tests), never a request from the network.
    return true;
  }
  return address !== undefined && isLoopbackAddress(address);
}
