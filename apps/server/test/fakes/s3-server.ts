import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in for an S3-compatible object store, path-style (/<bucket>/<key>), speaking enough of
// the protocol for the SDK's PutObject, GetObject and DeleteObject: a missing key answers the XML
// NoSuchKey error S3 sends. Requests must be SigV4-signed with the expected access key. Tests use it
// because a real bucket needs an account and a network.

export const FAKE_S3_ACCESS_KEY = 'AKIAFAKETAGWISE';
export const FAKE_S3_SECRET = 'fake-secret-key-for-tests';

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; key: string }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, first, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push({ method: req.method ?? '', key });
      const fail = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : errorXml(code, message));
      };
      if (!req.headers.authorization?.includes(`Credential=${FAKE_S3_ACCESS_KEY}/`)) {
        return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
      }
      if (first !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') {
        // The SDK may send the body aws-chunked; without checksums (WHEN_REQUIRED) it sends it plain.
        objects.set(key, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"fake"' });
        return res.end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        return res.end(object.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
