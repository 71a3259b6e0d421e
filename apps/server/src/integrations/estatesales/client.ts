import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

// EstateSales.NET's public API as its own published client uses it (../shared/reference): an API key is a
// refresh token exchanged for a 30-minute access token; every call carries it and the X_XSRF header. Only
// the server talks to the site: the key never reaches a browser.

/** Why a call failed, which decides what the person is told. */
export type EstateSalesFailure =
  /** The site answered and said no: its status, its own explanation and help link when it gave them. */
  | 'refused'
  /** The key was refused at the token exchange (revoked, mistyped). */
  | 'key'
  /** No answer: connection refused, reset, or a 5xx after every retry. */
  | 'unreachable'
  /** No answer in time, after every retry. */
  | 'timeout';

export class EstateSalesError extends Error {
  override name = 'EstateSalesError';
  readonly kind: EstateSalesFailure;
  readonly status: number;
  /** The site's own explanation, when it gives one. */
  readonly userFriendlyMessage: string | undefined;
  readonly helpUrl: string | undefined;
  /** The start of the site's answer, for when it gave no explanation (shown as the spec asks). */
  readonly body: string | undefined;
  constructor(
    kind: EstateSalesFailure,
    status: number,
    message: string,
    userFriendlyMessage?: string,
    helpUrl?: string,
    body?: string,
  ) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.userFriendlyMessage = userFriendlyMessage;
    this.helpUrl = helpUrl;
    this.body = body;
  }
}

/** A sale as the site takes it (its C# client's names). */
export interface EstateSalesSale {
  OrgId: number;
  SaleType: number;
  Name: string;
  Address: string;
  PostalCodeNumber: string;
  ShowAddressType: number;
  UtcCustomDateToShowAddress?: string;
  Description?: string;
  Terms?: string;
}

export interface EstateSalesSaleSummary {
  id: number;
  name: string;
  address: string;
  postalCode: string;
  isPublished: boolean;
}

export interface EstateSalesClientOptions {
  /** One attempt's limit (15 s). */
  timeoutMs?: number;
  /** Attempts of a call that failed with a 5xx or no answer (3). */
  attempts?: number;
  /** First back-off; each next one is three times longer, with jitter (500 ms). */
  retryBaseMs?: number;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Access tokens are reused until a minute before they expire; the key itself is kept only as a hash. */
const TOKEN_MARGIN_MS = 60_000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the site reports on a sale but does not take back (the published client's read-only fields). */
const READ_ONLY_SALE_FIELDS = new Set(['Url', 'IsPublished', 'CurrentBalance', 'Fees']);

/** The numeric ids of a list the site answered. */
const idsOf = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.flatMap((entry: { Id?: unknown }) => (typeof entry?.Id === 'number' ? [entry.Id] : []))
    : [];

const keyId = (apiKey: string) => createHash('sha256').update(apiKey).digest('base64url');

async function readFailure(res: Response, what: string): Promise<EstateSalesError> {
  const text = await res.text().catch(() => '');
  let body: { userFriendlyMessage?: unknown; helpUrl?: unknown } | null;
  try {
    body = JSON.parse(text) as { userFriendlyMessage?: unknown; helpUrl?: unknown } | null;
  } catch {
    body = null;
  }
  const friendly = typeof body?.userFriendlyMessage === 'string' ? body.userFriendlyMessage : undefined;
  const helpUrl = typeof body?.helpUrl === 'string' && /^https?:\/\//.test(body.helpUrl) ? body.helpUrl : undefined;
  const kind = res.status >= 500 ? 'unreachable' : 'refused';
  return new EstateSalesError(
    kind,
    res.status,
    `${what} failed with ${res.status}`,
    friendly,
    helpUrl,
    text.slice(0, 500),
  );
}

export function createEstateSalesClient(baseUrl: string, options: EstateSalesClientOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const attempts = options.attempts ?? 3;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const tokens = new Map<string, CachedToken>();

  /**
   * One HTTP exchange, tried again after a 5xx or no answer. A call that creates something (a sale, a date,
   * a picture) is tried again only when the connection was refused, so nothing was sent: after a 5xx, a
   * timeout or a dropped connection the site may have made it, and a second one would be a duplicate on a
   * public listing (the next sync removes what it does not know instead).
   */
  async function send(what: string, request: () => Promise<Response>, creates: boolean): Promise<Response> {
    let last: EstateSalesError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(retryBaseMs * 3 ** (attempt - 2) * (0.75 + Math.random() * 0.5));
      try {
        const res = await request();
        if (res.status < 500) return res;
        last = await readFailure(res, what);
        if (creates) break;
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        const refused = (error as { cause?: { code?: unknown } }).cause?.code === 'ECONNREFUSED';
        last = new EstateSalesError(
          timedOut ? 'timeout' : 'unreachable',
          0,
          `${what}: ${timedOut ? 'no answer in time' : String((error as Error).message)}`,
        );
        if (creates && !refused) break;
      }
    }
    throw last!;
  }

  async function exchange(apiKey: string): Promise<string> {
    const res = await send(
      'Token exchange',
      () =>
        fetch(`${baseUrl}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: apiKey }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      false,
    );
    if (!res.ok) {
      const failure = await readFailure(res, 'Token exchange');
      throw new EstateSalesError('key', res.status, failure.message, failure.userFriendlyMessage, failure.helpUrl);
    }
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) {
      throw new EstateSalesError('unreachable', 502, 'Token exchange returned no access token');
    }
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 1800;
    tokens.set(keyId(apiKey), { token: body.access_token, expiresAt: Date.now() + seconds * 1000 });
    return body.access_token;
  }

  async function accessToken(apiKey: string): Promise<string> {
    const cached = tokens.get(keyId(apiKey));
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > Date.now()) return cached.token;
    return exchange(apiKey);
  }

  /**
   * An authenticated call. A 401 on a cached token gets one fresh token (it may have been revoked early);
   * a 401 on a fresh one means the key no longer works.
   */
  async function call<T>(
    apiKey: string,
    what: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { json, creates = false }: { json?: unknown; creates?: boolean } = {},
  ): Promise<T> {
    for (let round = 0; round < 2; round++) {
      const token = await accessToken(apiKey);
      const res = await send(
        what,
        () =>
          fetch(`${baseUrl}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              X_XSRF: 'X_XSRF',
              accept: 'application/json',
              ...(json === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: json === undefined ? undefined : JSON.stringify(json),
            signal: AbortSignal.timeout(timeoutMs),
          }),
        creates,
      );
      if (res.status === 401 && round === 0) {
        await res.arrayBuffer();
        tokens.delete(keyId(apiKey));
        continue;
      }
      if (res.status === 401) {
        const failure = await readFailure(res, what);
        throw new EstateSalesError('key', 401, failure.message, failure.userFriendlyMessage, failure.helpUrl);
      }
      if (!res.ok) throw await readFailure(res, what);
      // An answer cut off while read, or one that is not JSON, is an answer we did not get.
      try {
        const text = await res.text();
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new EstateSalesError(timedOut ? 'timeout' : 'unreachable', res.status, `${what}: unreadable answer`);
      }
    }
    throw new EstateSalesError('key', 401, `${what} was refused`);
  }

  const idOf = (body: unknown, what: string): number => {
    const id = (body as { Id?: unknown; id?: unknown } | null)?.Id ?? (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' && !(typeof id === 'string' && /^\d+$/.test(id))) {
      throw new EstateSalesError('unreachable', 502, `${what} answered without an id`);
    }
    return Number(id);
  };

  return {
    /**
     * Proves the key and the organization belong together: the organization's editable sales (cheap). With
     * a fresh token, so a key revoked since its last use fails the test.
     */
    async testConnection(apiKey: string, organizationId: string): Promise<void> {
      tokens.delete(keyId(apiKey));
      await call(
        apiKey,
        'Listing the organization’s sales',
        'GET',
        `/api/public-sales/org/${encodeURIComponent(organizationId)}`,
      );
    },
    /** The organization's sales, as far as telling one of ours again goes. */
    async listSales(apiKey: string, organizationId: number): Promise<EstateSalesSaleSummary[]> {
      const sales = await call<unknown>(
        apiKey,
        'Listing the organization’s sales',
        'GET',
        `/api/public-sales/org/${organizationId}`,
      );
      if (!Array.isArray(sales)) return [];
      return sales.flatMap((sale: Record<string, unknown>) =>
        typeof sale.Id === 'number'
          ? [
              {
                id: sale.Id,
                name: text(sale.Name),
                address: text(sale.Address),
                postalCode: text(sale.PostalCodeNumber),
                isPublished: sale.IsPublished === true,
              },
            ]
          : [],
      );
    },
    async createSale(apiKey: string, sale: EstateSalesSale): Promise<number> {
      return idOf(
        await call(apiKey, 'Creating the sale', 'POST', '/api/public-sales/', { json: sale, creates: true }),
        'Creating the sale',
      );
    },
    /**
     * Sends the whole sale again: the site's PUT replaces it, so what was set on the site itself and this app
     * does not keep (directions, a video) is read first and sent back unchanged. The organization cannot change.
     */
    async updateSale(apiKey: string, saleId: number, sale: EstateSalesSale): Promise<void> {
      const current = await call<Record<string, unknown> | null>(
        apiKey,
        'Reading the sale',
        'GET',
        `/api/public-sales/${saleId}`,
      );
      const editable = Object.fromEntries(
        Object.entries(current ?? {}).filter(([key]) => !READ_ONLY_SALE_FIELDS.has(key)),
      );
      await call(apiKey, 'Updating the sale', 'PUT', `/api/public-sales/${saleId}`, {
        json: { ...editable, ...sale, Id: saleId },
      });
    },
    /** The ids of the sale's dates and pictures as the site holds them. */
    async listDates(apiKey: string, saleId: number): Promise<number[]> {
      return idsOf(await call<unknown>(apiKey, 'Reading the sale days', 'GET', `/api/public-sales/${saleId}/dates`));
    },
    async listPictures(apiKey: string, saleId: number): Promise<number[]> {
      return idsOf(await call<unknown>(apiKey, 'Reading the pictures', 'GET', `/api/public-sales/${saleId}/pictures`));
    },
    async getSale(
      apiKey: string,
      saleId: number,
    ): Promise<{ url: string | null; isPublished: boolean; balance: number }> {
      const sale = await call<{ Url?: unknown; IsPublished?: unknown; CurrentBalance?: unknown }>(
        apiKey,
        'Reading the sale',
        'GET',
        `/api/public-sales/${saleId}`,
      );
      return {
        url: typeof sale?.Url === 'string' && /^https?:\/\//.test(sale.Url) ? sale.Url : null,
        isPublished: sale?.IsPublished === true,
        balance: typeof sale?.CurrentBalance === 'number' ? sale.CurrentBalance : 0,
      };
    },
    /** Publishes without charging the card on file: with a balance owed the site leaves the sale unpublished. */
    async publish(apiKey: string, saleId: number): Promise<void> {
      await call(apiKey, 'Publishing the sale', 'POST', `/api/public-sales/${saleId}/publish/false`);
    },
    async unpublish(apiKey: string, saleId: number): Promise<void> {
      await call(apiKey, 'Unpublishing the sale', 'POST', `/api/public-sales/${saleId}/unpublish`);
    },
    async addDate(apiKey: string, saleId: number, start: Date, end: Date): Promise<number> {
      const body = {
        SaleId: saleId,
        UtcStartDate: start.toISOString(),
        UtcEndDate: end.toISOString(),
        ShowEndTime: true,
      };
      return idOf(
        await call(apiKey, 'Adding a sale day', 'POST', '/api/sale-dates/', { json: body, creates: true }),
        'Adding a sale day',
      );
    },
    async deleteDate(apiKey: string, dateId: number): Promise<void> {
      await call(apiKey, 'Removing a sale day', 'DELETE', `/api/sale-dates/${dateId}`);
    },
    /** One picture: JPEG bytes, sent base64 in ImageData, with its description and place in the listing. */
    async addPicture(
      apiKey: string,
      saleId: number,
      jpeg: Buffer,
      description: string,
      order: number,
    ): Promise<number> {
      const body = { SaleId: saleId, ImageData: jpeg.toString('base64'), Description: description, Order: order };
      return idOf(
        await call(apiKey, 'Adding a picture', 'POST', '/api/sale-pictures/', { json: body, creates: true }),
        'Adding a picture',
      );
    },
    async deletePicture(apiKey: string, pictureId: number): Promise<void> {
      await call(apiKey, 'Removing a picture', 'DELETE', `/api/sale-pictures/${pictureId}`);
    },
  };
}

export type EstateSalesClient = ReturnType<typeof createEstateSalesClient>;
