import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../../config';
import { AppError } from '../../errors/app-error';
import { createS3Storage, s3ObjectUrl } from './s3';
import { startS3Fake } from './s3.fake';
import { UnsafeStorageKeyError } from './storage';

const fake = await startS3Fake();
afterAll(() => fake.close());

const config: S3Config = {
  endpoint: fake.url,
  bucket: fake.bucket,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
};
const storage = createS3Storage(config);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 object addresses', () => {
  it('are path style for compatible stores and virtual-hosted for AWS', () => {
    expect(s3ObjectUrl(config, 'profile/a.png')).toBe(`${fake.url}/${fake.bucket}/profile/a.png`);
    expect(
      s3ObjectUrl(
        { ...config, endpoint: 'https://s3.ap-northeast-2.amazonaws.com', forcePathStyle: false },
        'profile/a.png',
      ),
    ).toBe(`https://${fake.bucket}.s3.ap-northeast-2.amazonaws.com/profile/a.png`);
  });
});

describe('S3-compatible storage against a local fake', () => {
  it('puts, gets and deletes an object with signed requests', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
    await storage.put('profile/one.png', bytes, 'image/png');
    expect(fake.objects.get('profile/one.png')).toEqual({ body: bytes, contentType: 'image/png' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/${fake.bucket}/profile/one.png`, status: 200 });
    expect(fake.requests.at(-1)?.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${fake.accessKeyId}/\\d{8}/ap-northeast-2/s3/aws4_request, `),
    );

    const stored = await storage.get('profile/one.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.size).toBe(bytes.length);
    expect(await bytesOf(stored?.body ?? Readable.from([]))).toEqual(bytes);

    await storage.delete('profile/one.png');
    expect(fake.objects.has('profile/one.png')).toBe(false);
    expect(await storage.get('profile/one.png')).toBeNull();
    await storage.delete('profile/one.png');
    expect(fake.requests.slice(-3).map((request) => [request.method, request.status])).toEqual([
      ['DELETE', 204],
      ['GET', 404],
      ['DELETE', 204],
    ]);
  });

  it('sends a stream as its bytes', async () => {
    await storage.put(
      'inst-logo/logo.jpg',
      Readable.from([Buffer.from([0xff, 0xd8]), Buffer.from([0xff, 0xe0])]),
      'image/jpeg',
    );
    expect(fake.objects.get('inst-logo/logo.jpg')?.body).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('reports a refused signature and an unreachable store as FILE_STORAGE_UNAVAILABLE, storing nothing', async () => {
    const wrongSecret = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    const refused = await wrongSecret.put('profile/two.png', Buffer.from('x'), 'image/png').catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('FILE_STORAGE_UNAVAILABLE');
    expect(String((refused as AppError).cause)).toContain('403 SignatureDoesNotMatch');
    expect(fake.objects.has('profile/two.png')).toBe(false);

    const wrongRegion = createS3Storage({ ...config, region: 'us-east-1' });
    await expect(wrongRegion.get('inst-logo/logo.jpg')).rejects.toMatchObject({ code: 'FILE_STORAGE_UNAVAILABLE' });

    const closed = await startS3Fake();
    await closed.close();
    const unreachable = createS3Storage({ ...config, endpoint: closed.url });
    await expect(unreachable.get('profile/one.png')).rejects.toMatchObject({ code: 'FILE_STORAGE_UNAVAILABLE' });
  });

  it('refuses an unsafe key without calling the store', async () => {
    const count = fake.requests.length;
    await expect(storage.put('../other-bucket/x.png', Buffer.from('x'), 'image/png')).rejects.toBeInstanceOf(
      UnsafeStorageKeyError,
    );
    expect(fake.requests.length).toBe(count);
  });
});
