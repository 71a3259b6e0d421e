import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { listenNotice } from '../src/listen-notice.ts';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
  eth0: [nic('192.0.2.7', 'IPv4'), nic('2001:db8::7', 'IPv6'), nic('fe80::1', 'IPv6')],
};

describe('what the console says at start about who can reach the server', () => {
  it('says a loopback address reaches this machine only, and how to open it up', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const notice = listenNotice({ host, port: 3000, devMailbox: true, interfaces });
      expect(notice.reachableFromOtherMachines, host).toBe(false);
      expect(notice.msg).toMatch(/: only this machine can reach it\. Set HOST=0\.0\.0\.0 to let other machines in\.$/);
    }
    expect(listenNotice({ host: '::1', port: 3000, devMailbox: false, interfaces }).listening).toBe('[::1]:3000');
  });

  it('names the addresses other machines reach, and that the development mailbox stays this machine’s', () => {
    expect(listenNotice({ host: '0.0.0.0', port: 3000, devMailbox: true, interfaces })).toEqual({
      msg: 'Listening on 0.0.0.0:3000: other machines can reach it at http://192.0.2.7:3000. The development mailbox opens only on this machine.',
      listening: '0.0.0.0:3000',
      reachableFromOtherMachines: true,
      addresses: ['http://192.0.2.7:3000'],
    });
    expect(listenNotice({ host: '::', port: 8080, devMailbox: false, interfaces }).addresses).toEqual([
      'http://192.0.2.7:8080',
      'http://[2001:db8::7]:8080',
    ]);
    const one = listenNotice({ host: '192.0.2.7', port: 3000, devMailbox: false, interfaces });
    expect(one.msg).toBe('Listening on 192.0.2.7:3000: other machines can reach it at http://192.0.2.7:3000.');
  });
});
