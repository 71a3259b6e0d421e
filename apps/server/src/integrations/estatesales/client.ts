// EstateSales.NET's public API as its own published client uses it (../shared/reference): an API key is a
// refresh token exchanged for a 30-minute access token; every call carries it and the X_XSRF header.

export class EstateSalesError extends Error {
  readonly status: number;
  /** The site's own explanation, when it gives one. */
  readonly userFriendlyMessage: string | undefined;
  constructor(status: number, message: string, userFriendlyMessage?: string) {
    super(message);
    this.name = 'EstateSalesError';
    this.status = status;
    this.userFriendlyMessage = userFriendlyMessage;
  }
}

const TIMEOUT_MS = 15_000;

async function failure(res: Response, what: string) {
  const body = (await res.json().catch(() => null)) as { userFriendlyMessage?: string } | null;
  return new EstateSalesError(res.status, `${what} failed with ${res.status}`, body?.userFriendlyMessage);
}

export function createEstateSalesClient(baseUrl: string) {
  async function accessToken(apiKey: string): Promise<string> {
    const res = await fetch(`${baseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: apiKey }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw await failure(res, 'Token exchange');
    const body = (await res.json()) as { access_token?: string };
    if (!body.access_token) throw new EstateSalesError(502, 'Token exchange returned no access token');
    return body.access_token;
  }

  return {
    /** Proves the key and the organization belong together: the organization's editable sales (cheap). */
    async testConnection(apiKey: string, organizationId: string): Promise<void> {
      const token = await accessToken(apiKey);
      const res = await fetch(`${baseUrl}/api/public-sales/org/${encodeURIComponent(organizationId)}`, {
        headers: { authorization: `Bearer ${token}`, X_XSRF: 'X_XSRF', accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw await failure(res, 'Listing the organization’s sales');
      await res.arrayBuffer();
    },
  };
}

export type EstateSalesClient = ReturnType<typeof createEstateSalesClient>;
