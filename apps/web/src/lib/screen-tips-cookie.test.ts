import { describe, expect, it } from 'vitest';
import { ALL_TIPS, hiddenByTipsCookie, readTipsCookie, tipsCookieValue } from './screen-tips-cookie';

describe('the tips cookie (what the server draws of the help tips)', () => {
  it('names the person, then the tips this device hides from them', () => {
    expect(tipsCookieValue('u1', ['project', 'item'])).toBe('u1.item.project');
    expect(tipsCookieValue('u1', [])).toBe('u1');
    const cookies = `tagwise.session_token=abc; tagwise.tips=${tipsCookieValue('u1', ['project'])}; other=1`;
    expect(readTipsCookie(cookies)).toBe('u1.project');
    expect(hiddenByTipsCookie(cookies, 'u1', 'project')).toBe(true);
    expect(hiddenByTipsCookie(cookies, 'u1', 'projects')).toBe(false);
  });

  it('hides every tip for anyone else, and without the cookie (the browser shows them once it has read its storage)', () => {
    const cookies = `tagwise.tips=${tipsCookieValue('u1', [])}`;
    expect(hiddenByTipsCookie(cookies, 'u2', 'project')).toBe(true);
    expect(hiddenByTipsCookie('tagwise.session_token=abc', 'u1', 'project')).toBe(true);
    expect(hiddenByTipsCookie('', 'u1', 'project')).toBe(true);
    expect(readTipsCookie('')).toBeNull();
  });

  it('lists every tip when tips are turned off', () => {
    const cookies = `tagwise.tips=${tipsCookieValue('u1', ALL_TIPS)}`;
    for (const id of ALL_TIPS) expect(hiddenByTipsCookie(cookies, 'u1', id)).toBe(true);
  });
});
