import { randomBytes } from 'node:crypto';

/** A 1×1 transparent PNG (67 bytes). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a JPEG (JFIF), enough for the content check. */
export const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0')]);

export type FilePart = { name?: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body with the given file parts, as a browser's FormData sends it. */
export function multipart(...files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----academy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One image file part named `file`. */
export const imageUpload = (filename: string, content: Buffer = TINY_PNG, contentType = 'image/png') =>
  multipart({ filename, content, contentType });
