import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstateSalesSettings } from '@tagwise/core/schemas/integrations';
import { estatesalesSettings } from '../src/db/schema/index.ts';
import { FAKE_API_KEY, FAKE_ORG_ID, startFakeEstateSales } from './fakes/estatesales-server.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeEstateSales>>;
let alice: string;
let bob: string;

const api = (cookie: string, method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  fake = await startFakeEstateSales();
  t = await createTestApp({ env: { ESTATESALES_BASE_URL: fake.url } });
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('EstateSales.NET connection', () => {
  it('tests typed-in credentials through the site’s token exchange and an authenticated call', async () => {
    const res = await api(alice, 'POST', '/api/integrations/estatesales/test', {
      apiKey: FAKE_API_KEY,
      organizationId: `#${FAKE_ORG_ID}`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [token, call] = fake.requests.slice(-2);
    expect(token).toMatchObject({ method: 'POST', url: '/token' });
    expect(new URLSearchParams(token!.body).get('refresh_token')).toBe(FAKE_API_KEY);
    expect(call).toMatchObject({ method: 'GET', url: `/api/public-sales/org/${FAKE_ORG_ID}` });
    expect(call!.headers.x_xsrf).toBe('X_XSRF');
  });

  it('says which part is wrong in the spec’s words, and asks for both', async () => {
    const badKey = await api(alice, 'POST', '/api/integrations/estatesales/test', {
      apiKey: 'wrong',
      organizationId: FAKE_ORG_ID,
    });
    expect(badKey.status).toBe(400);
    expect(await messageOf(badKey)).toBe('Connection test failed. Please check your credentials.');
    const badOrg = await api(alice, 'POST', '/api/integrations/estatesales/test', {
      apiKey: FAKE_API_KEY,
      organizationId: '999',
    });
    expect(await messageOf(badOrg)).toBe(
      'Connection test failed. Please check your credentials. This API key does not belong to that organization.',
    );
    const missing = await api(alice, 'POST', '/api/integrations/estatesales/test', {});
    expect(await messageOf(missing)).toBe('Please enter API key and Organization ID');
    const save = await api(alice, 'PUT', '/api/integrations/estatesales', { apiKey: '', organizationId: '1' });
    expect(save.status).toBe(400);
    expect(await save.text()).toContain('Please enter API key and Organization ID');
    const letters = await api(alice, 'PUT', '/api/integrations/estatesales', { apiKey: 'k', organizationId: 'abc' });
    expect(await letters.text()).toContain('The Organization ID is the number shown as #000000');
  });

  it('stores the key encrypted, shows only its last four characters, and tests with the saved key', async () => {
    const saved = (await (
      await api(alice, 'PUT', '/api/integrations/estatesales', { apiKey: FAKE_API_KEY, organizationId: FAKE_ORG_ID })
    ).json()) as EstateSalesSettings;
    expect(saved).toMatchObject({ connected: true, organizationId: FAKE_ORG_ID, apiKeyHint: '••••0001' });
    expect(JSON.stringify(saved)).not.toContain(FAKE_API_KEY);
    const [row] = await t.database.db.select().from(estatesalesSettings);
    expect(row!.apiKeyEncrypted).not.toContain(FAKE_API_KEY);
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);

    expect((await api(alice, 'POST', '/api/integrations/estatesales/test', {})).status).toBe(200);
    expect(fake.requests.at(-2)!.body).toContain(FAKE_API_KEY); // decrypted for the call only

    expect((await api(alice, 'DELETE', '/api/integrations/estatesales')).status).toBe(204);
    expect(
      ((await (await api(alice, 'GET', '/api/integrations/estatesales')).json()) as EstateSalesSettings).connected,
    ).toBe(false);
  });

  it('is per workspace and closed to sub-users', async () => {
    await api(alice, 'PUT', '/api/integrations/estatesales', { apiKey: FAKE_API_KEY, organizationId: FAKE_ORG_ID });
    const bobs = (await (await api(bob, 'GET', '/api/integrations/estatesales')).json()) as EstateSalesSettings;
    expect(bobs.connected).toBe(false);
    expect((await api(bob, 'POST', '/api/integrations/estatesales/test', {})).status).toBe(400);

    const carol = await t.signUpSubUser('carol@example.com', 'alice@example.com');
    expect((await api(carol, 'GET', '/api/integrations/estatesales')).status).toBe(403);
    expect((await api(carol, 'POST', '/api/integrations/estatesales/test', {})).status).toBe(403);
  });

  it('asks for the key again when the server secret changed and the saved one cannot be read', async () => {
    const other = await createTestApp({ env: { ESTATESALES_BASE_URL: fake.url } });
    const cookie = await other.signUp('erin@example.com');
    await other.request('/api/integrations/estatesales', {
      method: 'PUT',
      cookie,
      json: { apiKey: FAKE_API_KEY, organizationId: FAKE_ORG_ID },
    });
    await other.database.db.update(estatesalesSettings).set({ apiKeyEncrypted: 'v1.AAAA.BBBB.CCCC' });
    const res = await other.request('/api/integrations/estatesales/test', { method: 'POST', cookie, json: {} });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toContain('The saved API key can no longer be read');
    await other.close();
  });

  it('says so when the site cannot be reached', async () => {
    const offline = await createTestApp({ env: { ESTATESALES_BASE_URL: 'http://127.0.0.1:9' } });
    const cookie = await offline.signUp('dan@example.com');
    const res = await offline.request('/api/integrations/estatesales/test', {
      method: 'POST',
      cookie,
      json: { apiKey: FAKE_API_KEY, organizationId: FAKE_ORG_ID },
    });
    expect(res.status).toBe(503);
    expect(await messageOf(res)).toBe('EstateSales.NET could not be reached. Please try again later.');
    await offline.close();
  });
});
