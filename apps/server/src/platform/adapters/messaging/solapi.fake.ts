import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SolapiFake = {
  url: string;
  apiKey: string;
  apiSecret: string;
  /** Messages the fake accepted, as sent. */
  accepted: Record<string, unknown>[];
  /** Every request's Authorization header, accepted or not. */
  authorizations: string[];
  close: () => Promise<void>;
};

/**
 * A local stand-in for Solapi's `POST /messages/v4/send` on 127.0.0.1: it checks the HMAC
 * signature the way Solapi documents it and answers like Solapi (messageId, statusCode 2000, or
 * an errorCode/errorMessage with a 4xx). For tests only.
 */
export async function startSolapiFake(options: { apiKey?: string; apiSecret?: string } = {}): Promise<SolapiFake> {
  const apiKey = options.apiKey ?? 'NCSTESTKEY000001';
  const apiSecret = options.apiSecret ?? 'test-secret-0123456789';
  const accepted: Record<string, unknown>[] = [];
  const authorizations: string[] = [];
  let next = 1;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => reply(response, 500, { errorMessage: String(error) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/messages/v4/send') {
      return reply(response, 404, { errorCode: 'NotFound', errorMessage: 'Not found' });
    }
    const header = request.headers.authorization ?? '';
    authorizations.push(header);
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header);
    if (!match) return reply(response, 401, { errorCode: 'InvalidAuthorization', errorMessage: 'Bad header' });
    const [, key, date, salt, signature] = match as unknown as [string, string, string, string, string];
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest('hex');
    if (key !== apiKey || salt.length < 12 || salt.length > 64) {
      return reply(response, 401, { errorCode: 'InvalidApiKey', errorMessage: 'Unknown API key' });
    }
    if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      return reply(response, 401, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'Signature mismatch' });
    }
    const body = JSON.parse(raw) as { message?: Record<string, unknown> };
    const message = body.message;
    if (!message || typeof message.to !== 'string' || typeof message.from !== 'string' || !message.text) {
      return reply(response, 400, { errorCode: 'ValidationError', errorMessage: 'to, from and text are required' });
    }
    if (!/^01\d{8,9}$/.test(message.to)) {
      return reply(response, 400, { errorCode: 'ValidationError', errorMessage: 'Invalid recipient number' });
    }
    accepted.push(message);
    const messageId = `M4V${String(next++).padStart(17, '0')}`;
    return reply(response, 200, {
      groupId: `G4V${messageId.slice(3)}`,
      messageId,
      to: message.to,
      from: message.from,
      type: message.type ?? 'SMS',
      statusCode: '2000',
      statusMessage: '정상 접수(이통사로 접수 예정)',
      country: '82',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    apiSecret,
    accepted,
    authorizations,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
