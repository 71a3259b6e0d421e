import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for EstateSales.NET speaking the protocol its published client uses: POST /token
// (form-encoded refresh-token grant) and bearer-authenticated calls that must carry the X_XSRF header.

export const FAKE_API_KEY = 'es-live-refresh-token-0001';
export const FAKE_ORG_ID = '123456';
const TOKEN = 'fake-access-token';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeEstateSales() {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body);
        const ok =
          req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
          form.get('grant_type') === 'refresh_token' &&
          form.get('refresh_token') === FAKE_API_KEY;
        return ok
          ? send(200, { access_token: TOKEN, token_type: 'bearer', expires_in: 1800 })
          : send(400, { error: 'invalid_grant' });
      }
      const org = /^\/api\/public-sales\/org\/([^/]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && org) {
        if (req.headers.authorization !== `Bearer ${TOKEN}` || req.headers.x_xsrf !== 'X_XSRF') {
          return send(401, { message: 'Authorization has been denied for this request.' });
        }
        if (org !== FAKE_ORG_ID) {
          return send(403, { userFriendlyMessage: 'This API key does not belong to that organization.' });
        }
        return send(200, []);
      }
      send(404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
