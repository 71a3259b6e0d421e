import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// A loopback stand-in for EstateSales.NET, speaking the protocol its own published client uses
// (../shared/reference/estatesales-net-api.md): POST /token exchanges an API key (a refresh token) for a
// 30-minute bearer token; every API call must carry it and the X_XSRF header; sales, their dates and their
// pictures are created, changed and removed as that client does, with its validation rules. Why a fake:
// the real site is a third-party service (no sandbox, real fees), so tests drive our real client against
// this over HTTP. Its ways of failing are switched on by the test (directly, or over POST /__fake/... from
// a browser test): a balance owed that keeps a sale unpublished, a revoked key, 500s and slow answers.

export const FAKE_API_KEY = 'es-live-refresh-token-0001';
export const FAKE_ORG_ID = '123456';
/** A second company whose account owes a balance, so publishing is refused until it is paid. */
export const FAKE_OWING_API_KEY = 'es-live-refresh-token-0002';
export const FAKE_OWING_ORG_ID = '654321';
export const FAKE_BALANCE_HELP_URL = 'https://www.estatesales.net/help/account-balance';

export interface FakeSale {
  Id: number;
  OrgId: number;
  SaleType: number;
  Name: string;
  Address: string;
  PostalCodeNumber: string;
  ShowAddressType: number;
  UtcCustomDateToShowAddress?: string;
  Description?: string;
  Terms?: string;
  IsPublished: boolean;
}
export interface FakeSaleDate {
  Id: number;
  SaleId: number;
  UtcStartDate: string;
  UtcEndDate: string;
}
export interface FakeSalePicture {
  Id: number;
  SaleId: number;
  Description: string;
  Order: number;
  /** The decoded picture's first bytes' type, as the site would see it. */
  format: 'jpeg' | 'png' | 'gif';
  bytes: number;
}

/** A switch a test throws: the next `times` calls matching `method path-prefix` answer `status` (or wait). */
export interface FakeFault {
  method: string;
  pathPrefix: string;
  status?: number;
  delayMs?: number;
  times: number;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const imageFormat = (bytes: Buffer): FakeSalePicture['format'] | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  return null;
};

/** The site's own validation of a sale (its client's validators), as a refusal with an explanation. */
function saleProblem(sale: Partial<FakeSale>, orgId: number): string | null {
  if (sale.OrgId !== orgId) return 'The sale must belong to your organization.';
  if (typeof sale.Name !== 'string' || sale.Name.length < 1 || sale.Name.length > 100)
    return 'Name is required and must be 100 characters or fewer.';
  if (typeof sale.Address !== 'string' || sale.Address.length < 1 || sale.Address.length > 100)
    return 'Address is required and must be 100 characters or fewer.';
  if (typeof sale.PostalCodeNumber !== 'string' || !/^\d{5}$/.test(sale.PostalCodeNumber))
    return 'Postal code must be 5 digits.';
  if (typeof sale.SaleType !== 'number' || sale.SaleType <= 0) return 'Sale type is required.';
  if (![1, 2, 3, 4].includes(sale.ShowAddressType ?? 0)) return 'Choose when to show the address.';
  if (sale.ShowAddressType === 4 && !sale.UtcCustomDateToShowAddress) return 'Choose the date to show the address.';
  return null;
}

export async function startFakeEstateSales({
  port = 0,
  tokenSeconds = 1800,
}: { port?: number; tokenSeconds?: number } = {}) {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const keys = new Map<string, number>([
    [FAKE_API_KEY, Number(FAKE_ORG_ID)],
    [FAKE_OWING_API_KEY, Number(FAKE_OWING_ORG_ID)],
  ]);
  const balances = new Map<number, number>([[Number(FAKE_OWING_ORG_ID), 25]]);
  const tokens = new Map<string, { orgId: number; apiKey: string; expiresAt: number }>();
  const sales = new Map<number, FakeSale>();
  const dates = new Map<number, FakeSaleDate>();
  const pictures = new Map<number, FakeSalePicture>();
  const faults: FakeFault[] = [];
  /** Whether a publish with a balance owed is refused with an explanation, or (true) answered 200 and left unpublished. */
  let silentBalance = false;
  let nextId = 1000;
  let nextToken = 1;

  const send = (res: ServerResponse, status: number, json?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(json === undefined ? '' : JSON.stringify(json));
  };
  const refuse = (res: ServerResponse, status: number, userFriendlyMessage: string, helpUrl?: string) =>
    send(res, status, { message: userFriendlyMessage, userFriendlyMessage, ...(helpUrl && { helpUrl }) });
  const saleUrl = (sale: FakeSale) => `https://www.estatesales.net/XX/Anytown/${sale.PostalCodeNumber}/${sale.Id}`;
  const saleView = (sale: FakeSale) => ({
    ...sale,
    Url: saleUrl(sale),
    CurrentBalance: balances.get(sale.OrgId) ?? 0,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const method = req.method ?? '';
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    requests.push({ method, url: req.url ?? '', headers: req.headers, body });

    // The test's own switches (a browser test cannot reach this object).
    if (path.startsWith('/__fake/')) {
      const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      if (path === '/__fake/fault') faults.push(input as unknown as FakeFault);
      if (path === '/__fake/balance') {
        balances.set(Number(input.orgId), Number(input.balance));
        silentBalance = input.silent === true;
      }
      if (path === '/__fake/revoke') keys.delete(String(input.apiKey));
      if (path === '/__fake/key') keys.set(String(input.apiKey), Number(input.orgId));
      if (path === '/__fake/reset') reset();
      // One company's sales, dates and pictures (browser tests share the fake, each with its own company).
      if (path === '/__fake/state') return send(res, 200, state(Number(url.searchParams.get('orgId')) || undefined));
      return send(res, 204);
    }

    const fault = faults.find((f) => f.method === method && path.startsWith(f.pathPrefix) && f.times > 0);
    if (fault) {
      fault.times--;
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status) return refuse(res, fault.status, 'An error has occurred.');
    }

    if (method === 'POST' && path === '/token') {
      const form = new URLSearchParams(body);
      const apiKey = form.get('refresh_token') ?? '';
      const orgId = keys.get(apiKey);
      const ok =
        req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        form.get('grant_type') === 'refresh_token' &&
        orgId !== undefined;
      if (!ok) return send(res, 400, { error: 'invalid_grant' });
      const token = `fake-access-token-${nextToken++}`;
      tokens.set(token, { orgId, apiKey, expiresAt: Date.now() + tokenSeconds * 1000 });
      return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: tokenSeconds });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const session = bearer ? tokens.get(bearer) : undefined;
    // A key revoked after its token was issued: the site stops honouring that token too.
    if (!session || session.expiresAt < Date.now() || !keys.has(session.apiKey) || req.headers.x_xsrf !== 'X_XSRF') {
      return send(res, 401, { message: 'Authorization has been denied for this request.' });
    }
    const orgId = session.orgId;
    const json = () => (body ? (JSON.parse(body) as Record<string, unknown>) : {});
    const ownSale = (id: number) => {
      const sale = sales.get(id);
      return sale && sale.OrgId === orgId ? sale : undefined;
    };
    let match: RegExpExecArray | null;

    if (method === 'GET' && (match = /^\/api\/public-sales\/org\/([^/]+)$/.exec(path))) {
      if (match[1] !== String(orgId)) {
        return refuse(res, 403, 'This API key does not belong to that organization.');
      }
      return send(res, 200, [...sales.values()].filter((s) => s.OrgId === orgId).map(saleView));
    }
    if (method === 'POST' && path === '/api/public-sales/') {
      const input = json() as Partial<FakeSale>;
      const problem = saleProblem(input, orgId);
      if (problem) return refuse(res, 400, problem);
      const sale: FakeSale = { ...(input as FakeSale), Id: nextId++, IsPublished: false };
      sales.set(sale.Id, sale);
      return send(res, 200, saleView(sale));
    }
    if ((match = /^\/api\/public-sales\/(\d+)(\/.*)?$/.exec(path))) {
      const sale = ownSale(Number(match[1]));
      if (!sale) return refuse(res, 404, 'That sale was not found.');
      const rest = match[2] ?? '';
      if (method === 'GET' && rest === '') return send(res, 200, saleView(sale));
      if (method === 'PUT' && rest === '') {
        const input = json() as Partial<FakeSale>;
        if (input.OrgId !== sale.OrgId) return refuse(res, 400, 'The organization of a sale cannot change.');
        const problem = saleProblem(input, orgId);
        if (problem) return refuse(res, 400, problem);
        Object.assign(sale, input, { Id: sale.Id, IsPublished: sale.IsPublished });
        return send(res, 200, saleView(sale));
      }
      if (method === 'POST' && (match = /^\/publish\/(true|false)$/.exec(rest))) {
        if (![...dates.values()].some((d) => d.SaleId === sale.Id)) {
          return refuse(res, 400, 'A sale needs at least one date before it can be published.');
        }
        const balance = balances.get(orgId) ?? 0;
        if (balance > 0 && match[1] === 'false') {
          if (silentBalance) return send(res, 200, saleView(sale));
          return refuse(
            res,
            400,
            `Your account has a balance of $${balance.toFixed(2)}. Please pay your balance before publishing.`,
            FAKE_BALANCE_HELP_URL,
          );
        }
        if (balance > 0) balances.set(orgId, 0);
        sale.IsPublished = true;
        return send(res, 200, saleView(sale));
      }
      if (method === 'POST' && rest === '/unpublish') {
        sale.IsPublished = false;
        return send(res, 200, saleView(sale));
      }
      if (method === 'DELETE' && rest === '') {
        sales.delete(sale.Id);
        return send(res, 204);
      }
      if (method === 'GET' && rest === '/dates') {
        return send(
          res,
          200,
          [...dates.values()].filter((d) => d.SaleId === sale.Id),
        );
      }
      if (method === 'GET' && rest === '/pictures') {
        return send(
          res,
          200,
          [...pictures.values()].filter((p) => p.SaleId === sale.Id),
        );
      }
    }
    if (method === 'POST' && path === '/api/sale-dates/') {
      const input = json() as Partial<FakeSaleDate>;
      if (!ownSale(Number(input.SaleId))) return refuse(res, 404, 'That sale was not found.');
      const start = Date.parse(String(input.UtcStartDate));
      const end = Date.parse(String(input.UtcEndDate));
      if (!(start < end)) return refuse(res, 400, 'The start date must be before the end date.');
      const date: FakeSaleDate = {
        Id: nextId++,
        SaleId: Number(input.SaleId),
        UtcStartDate: new Date(start).toISOString(),
        UtcEndDate: new Date(end).toISOString(),
      };
      dates.set(date.Id, date);
      return send(res, 200, date);
    }
    if (method === 'DELETE' && (match = /^\/api\/sale-dates\/(\d+)$/.exec(path))) {
      const date = dates.get(Number(match[1]));
      const sale = date && ownSale(date.SaleId);
      if (!date || !sale) return refuse(res, 404, 'That date was not found.');
      dates.delete(date.Id);
      // The site's rule: deleting the last date of a published sale unpublishes it.
      if (![...dates.values()].some((d) => d.SaleId === sale.Id)) sale.IsPublished = false;
      return send(res, 204);
    }
    if (method === 'POST' && path === '/api/sale-pictures/') {
      const input = json() as { SaleId?: unknown; ImageData?: unknown; Description?: unknown; Order?: unknown };
      if (!ownSale(Number(input.SaleId))) return refuse(res, 404, 'That sale was not found.');
      if (typeof input.Description !== 'string' || !input.Description) {
        return refuse(res, 400, 'A picture needs a description.');
      }
      const bytes = Buffer.from(typeof input.ImageData === 'string' ? input.ImageData : '', 'base64');
      const format = imageFormat(bytes);
      if (!format) return refuse(res, 400, 'Pictures must be JPG, PNG or GIF images.');
      const picture: FakeSalePicture = {
        Id: nextId++,
        SaleId: Number(input.SaleId),
        Description: input.Description,
        Order: Number(input.Order ?? 0),
        format,
        bytes: bytes.length,
      };
      pictures.set(picture.Id, picture);
      return send(res, 200, { ...picture, Url: `https://picturescdn.estatesales.net/${picture.Id}.jpg` });
    }
    if (method === 'DELETE' && (match = /^\/api\/sale-pictures\/(\d+)$/.exec(path))) {
      const picture = pictures.get(Number(match[1]));
      if (!picture || !ownSale(picture.SaleId)) return refuse(res, 404, 'That picture was not found.');
      pictures.delete(picture.Id);
      return send(res, 204);
    }
    send(res, 404, { message: 'Not found' });
  }

  function state(orgId?: number) {
    const own = (saleId: number) => orgId === undefined || sales.get(saleId)?.OrgId === orgId;
    return {
      sales: [...sales.values()].filter((sale) => own(sale.Id)).map(saleView),
      dates: [...dates.values()].filter((date) => own(date.SaleId)),
      pictures: [...pictures.values()].filter((picture) => own(picture.SaleId)),
    };
  }
  function reset() {
    sales.clear();
    dates.clear();
    pictures.clear();
    faults.length = 0;
    requests.length = 0;
    balances.clear();
    balances.set(Number(FAKE_OWING_ORG_ID), 25);
    silentBalance = false;
    keys.set(FAKE_API_KEY, Number(FAKE_ORG_ID));
    keys.set(FAKE_OWING_API_KEY, Number(FAKE_OWING_ORG_ID));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** The sales, dates and pictures the site now holds. */
    state,
    /** The next `times` calls matching method and path prefix fail with `status`, or wait `delayMs` first. */
    fault: (fault: FakeFault) => faults.push({ ...fault }),
    setBalance: (orgId: string, balance: number, { silent = false } = {}) => {
      balances.set(Number(orgId), balance);
      silentBalance = silent;
    },
    revoke: (apiKey: string) => keys.delete(apiKey),
    /** Another company's key. */
    addKey: (apiKey: string, orgId: string) => keys.set(apiKey, Number(orgId)),
    /** A sale changed on the site itself (fields this app does not keep, such as Directions). */
    editSale: (saleId: number, fields: Record<string, unknown>) => Object.assign(sales.get(saleId)!, fields),
    /** A sale made on the site itself, as its own pages would. */
    addSale: (orgId: string, fields: Partial<FakeSale>) => {
      const sale = { ...fields, OrgId: Number(orgId), Id: nextId++, IsPublished: false } as FakeSale;
      sales.set(sale.Id, sale);
      return sale;
    },
    /** Every access token issued so far stops working (as when the site ends them before their time). */
    expireTokens: () => tokens.clear(),
    reset,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeEstateSales = Awaited<ReturnType<typeof startFakeEstateSales>>;
