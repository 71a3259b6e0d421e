import type { Context } from 'hono';
import type { Config } from '../../config.ts';
import { fromThisMachine } from '../../http/from-this-machine.ts';

/**
 * Whether this request may read the development mailbox. It holds every e-mail the server sent, password
 * reset links included, so reading it is taking over any account: only the person at the server's own
 * machine may. Not through a proxy either: a proxy's requests come from this machine but for anyone, so
 * behind one (TRUST_PROXY, or a request carrying forwarding headers) the mailbox is not there. Everyone
 * else is answered as if it did not exist.
 */
export const mailboxOpenTo =
  (config: Pick<Config, 'devMailbox' | 'trustProxy'>) =>
  (c: Context): boolean =>
    config.devMailbox && !config.trustProxy && fromThisMachine(c);
