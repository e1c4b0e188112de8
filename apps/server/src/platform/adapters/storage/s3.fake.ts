import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3FakeRequest = { method: string; path: string; authorization: string | undefined; status: number };

export type S3Fake = {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects stored, by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request, with what was answered. */
  requests: S3FakeRequest[];
  close: () => Promise<void>;
};

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The AWS Signature Version 4 of a request, computed here independently of the client's signer. */
function expectedSignature(
  request: IncomingMessage,
  signedHeaders: string[],
  scope: { date: string; region: string; service: string },
  secret: string,
): string {
  const url = new URL(request.url ?? '/', 'http://fake.invalid');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders.join(';'),
    String(request.headers['x-amz-content-sha256']),
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const credentialScope = `${scope.date}/${scope.region}/${scope.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, scope.date), scope.region), scope.service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

function xmlError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/**
 * A local stand-in for an S3-compatible store on 127.0.0.1, path-style (`/<bucket>/<key>`), for the
 * real client's tests: PutObject, GetObject and DeleteObject on one bucket. Every request must be
 * signed with AWS4-HMAC-SHA256 by the fake's key for its region and service `s3`; the signature and
 * the body's SHA-256 are checked as S3 checks them, and refusals are S3's XML errors.
 */
export async function startS3Fake(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3Fake> {
  const bucket = options.bucket ?? 'academy-test';
  const region = options.region ?? 'ap-northeast-2';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKE000000000001';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-access-key-0123456789';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: S3FakeRequest[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const authorization = request.headers.authorization;
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization ?? '',
      );
    if (!match) {
      xmlError(response, 403, 'AccessDenied', 'Missing or malformed AWS4-HMAC-SHA256 authorization');
      return 403;
    }
    const [, keyId, date, signedRegion, service, signedHeaderList, signature] = match as unknown as string[];
    if (keyId !== accessKeyId) {
      xmlError(response, 403, 'InvalidAccessKeyId', 'The access key does not exist');
      return 403;
    }
    const signedHeaders = (signedHeaderList as string).split(';');
    if (signedRegion !== region || service !== 's3' || !signedHeaders.includes('host')) {
      xmlError(response, 400, 'AuthorizationHeaderMalformed', 'Wrong region, service or signed headers');
      return 400;
    }
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hex(body)) {
      xmlError(response, 400, 'XAmzContentSHA256Mismatch', 'The body does not match its SHA-256');
      return 400;
    }
    const expected = expectedSignature(
      request,
      signedHeaders,
      { date: date as string, region, service: 's3' },
      secretAccessKey,
    );
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature as string))) {
      xmlError(response, 403, 'SignatureDoesNotMatch', 'The request signature does not match');
      return 403;
    }

    const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix) || path.length === prefix.length) {
      xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      return 404;
    }
    const key = decodeURIComponent(path.slice(prefix.length));
    switch (request.method) {
      case 'PUT':
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        response.end();
        return 200;
      case 'GET': {
        const object = objects.get(key);
        if (!object) {
          xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          return 404;
        }
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
        response.end(object.body);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        response.end();
        return 204;
      default:
        xmlError(response, 405, 'MethodNotAllowed', 'The method is not allowed');
        return 405;
    }
  }

  const server = createServer((request, response) => {
    const entry: S3FakeRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      status: 0,
    };
    requests.push(entry);
    void handle(request, response)
      .then((status) => {
        entry.status = status;
      })
      .catch((error: unknown) => {
        entry.status = 500;
        xmlError(response, 500, 'InternalError', String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
