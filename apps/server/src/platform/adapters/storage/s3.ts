import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Config } from '../../../config';
import { AppError } from '../../errors/app-error';
import { assertSafeStorageKey, type FileStorage } from './storage';

/** How long one call to the bucket may take before it counts as unreachable. */
const S3_TIMEOUT_MS = 30_000;

/** The object's URL: `endpoint/bucket/key` (path style: MinIO, Ceph …) or `bucket.endpoint/key` (AWS). */
export function s3ObjectUrl(config: S3Config, key: string): string {
  const endpoint = new URL(config.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  if (config.forcePathStyle) return `${endpoint.origin}${prefix}/${config.bucket}/${key}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${prefix}/${key}`;
}

function storageFailed(cause: unknown): AppError {
  const error = new AppError('FILE_STORAGE_UNAVAILABLE');
  error.cause = cause;
  return error;
}

async function bytesOf(body: Uint8Array | Readable): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * S3-compatible storage (AWS S3, MinIO, Cloudflare R2, NCP Object Storage …) over its REST API:
 * PutObject, GetObject and DeleteObject, each signed with AWS Signature Version 4 (aws4fetch's
 * signer, over node's fetch; no retries here, a failure is answered as 503 and logged). The body
 * is signed by its SHA-256, so a stream is read into memory first; uploads are capped at 10 MB.
 */
export function createS3Storage(config: S3Config): FileStorage {
  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, init: { body?: Uint8Array; type?: string } = {}) {
    assertSafeStorageKey(key);
    const signed = await new AwsV4Signer({
      method,
      url: s3ObjectUrl(config, key),
      headers: init.type ? { 'content-type': init.type } : {},
      body: init.body,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
    }).sign();
    try {
      return await fetch(signed.url, {
        method,
        headers: signed.headers,
        body: init.body,
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      throw storageFailed(error);
    }
  }

  async function refusal(response: Response, action: string): Promise<AppError> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    return storageFailed(`S3 ${action} answered ${response.status} ${code}`.trim());
  }

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const bytes = await bytesOf(body);
      const response = await call('PUT', key, { body: bytes, type: contentType });
      if (!response.ok) throw await refusal(response, 'PutObject');
      await response.body?.cancel();
    },

    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await refusal(response, 'GetObject');
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },

    async delete(key) {
      const response = await call('DELETE', key);
      // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await refusal(response, 'DeleteObject');
      await response.body?.cancel();
    },
  };
}
