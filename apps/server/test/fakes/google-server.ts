import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for Google's sign-in (OAuth 2.0 with OpenID Connect), as better-auth's Google provider
// uses it: the consent page (accounts.google.com) that sends the person back to our callback with a code
// and the state, the token endpoint (oauth2.googleapis.com/token) that exchanges the code, checked against
// the client's id and secret, the redirect address and PKCE's verifier, for tokens and an ID token signed
// with RS256, and the keys that sign it (www.googleapis.com/oauth2/v3/certs). Why a fake: Google is a
// third-party service. Its addresses are fixed inside better-auth, so `routeGoogleTo` sends this process's
// requests for them here, as a hosts-file entry would.

const GOOGLE_HOSTS = ['https://oauth2.googleapis.com', 'https://www.googleapis.com'];

/** The Google account a person picks on the consent page. */
export interface GoogleAccount {
  /** Google's stable id of the account. */
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

interface IssuedCode {
  account: GoogleAccount;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export async function startFakeGoogle({ clientId, clientSecret }: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, IssuedCode>();

  const idToken = (issued: IssuedCode) => {
    const now = Math.floor(Date.now() / 1000);
    const [given, ...family] = issued.account.name.split(' ');
    const claims = {
      iss: 'https://accounts.google.com',
      azp: clientId,
      aud: clientId,
      sub: issued.account.sub,
      email: issued.account.email,
      email_verified: issued.account.emailVerified ?? true,
      name: issued.account.name,
      given_name: given,
      family_name: family.join(' '),
      picture: `https://lh3.googleusercontent.com/a/${issued.account.sub}`,
      iat: now,
      exp: now + 3600,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
    };
    const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'GET' && path === '/oauth2/v3/certs') {
        return send(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (req.method !== 'POST' || path !== '/token') return send(res, 404, { error: 'not_found' });
      const form = await readForm(req);
      // Google's answer to a code it does not know, already used, or for another client or address.
      const refuse = (description: string) =>
        send(res, 400, { error: 'invalid_grant', error_description: description });
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      }
      if (form.get('grant_type') !== 'authorization_code') return refuse('Unsupported grant type.');
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!issued) return refuse('Malformed auth code.');
      if (form.get('redirect_uri') !== issued.redirectUri) return refuse('Bad Request');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== issued.codeChallenge) return refuse('Invalid code verifier.');
      return send(res, 200, {
        access_token: `ya29.fake-${randomBytes(16).toString('hex')}`,
        expires_in: 3599,
        refresh_token: `1//fake-${randomBytes(16).toString('hex')}`,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
        id_token: idToken(issued),
      });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /**
     * The consent page: the person picks `account` on the page the app sent them to (`authorizeUrl`), and
     * Google sends them back to the app's callback with a code. Answers that callback's path and query.
     */
    consent(authorizeUrl: string, account: GoogleAccount): string {
      const asked = new URL(authorizeUrl);
      const params = asked.searchParams;
      if (asked.origin !== 'https://accounts.google.com' || params.get('client_id') !== clientId) {
        throw new Error(`not a sign-in page of this client: ${authorizeUrl}`);
      }
      if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256') {
        throw new Error(`Google answers only the code flow with PKCE (S256): ${authorizeUrl}`);
      }
      const code = `4/0fake-${randomBytes(16).toString('hex')}`;
      const redirectUri = params.get('redirect_uri')!;
      codes.set(code, {
        account,
        redirectUri,
        codeChallenge: params.get('code_challenge')!,
        nonce: params.get('nonce'),
      });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({
        state: params.get('state')!,
        code,
        scope: params.get('scope') ?? '',
      }).toString();
      return `${back.pathname}${back.search}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sends this process's requests for Google's API hosts to the fake instead (better-auth has their addresses
 * built in), leaving every other request alone. Answers the function that puts things back.
 */
export function routeGoogleTo(fakeUrl: string): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    const host = GOOGLE_HOSTS.find((origin) => target.startsWith(`${origin}/`));
    if (!host) return realFetch(input, init);
    const rerouted = `${fakeUrl}${target.slice(host.length)}`;
    return input instanceof Request ? realFetch(new Request(rerouted, input), init) : realFetch(rerouted, init);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
