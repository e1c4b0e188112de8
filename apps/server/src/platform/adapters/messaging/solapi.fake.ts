import { createHmac, timingSafeEqual } from 'node:crypto';
import { answer, type FakeAnswer, startFakeProvider } from '../../../../test/fake-provider';

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

  /** Solapi's refusal: an HTTP 4xx with its errorCode and errorMessage. */
  const refuse = (status: number, errorCode: string, errorMessage: string) =>
    answer(status, { errorCode, errorMessage });

  /** Solapi's HMAC-SHA256 header: a known key, a 12–64 character salt, a signature over date + salt. */
  function authorizationError(header: string): FakeAnswer | undefined {
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header);
    if (!match) return refuse(401, 'InvalidAuthorization', 'Bad header');
    const [, key, date, salt, signature] = match as unknown as [string, string, string, string, string];
    if (key !== apiKey || salt.length < 12 || salt.length > 64) {
      return refuse(401, 'InvalidApiKey', 'Unknown API key');
    }
    const expected = createHmac('sha256', apiSecret)
      .update(date + salt)
      .digest('hex');
    if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
      return refuse(401, 'SignatureDoesNotMatch', 'Signature mismatch');
    }
    return undefined;
  }

  const server = await startFakeProvider({
    errorBody: (status, message) => ({
      errorCode: status === 404 ? 'NotFound' : status === 400 ? 'ValidationError' : 'InternalError',
      errorMessage: message,
    }),
    routes: {
      'POST /messages/v4/send': (request) => {
        const header = request.authorization ?? '';
        authorizations.push(header);
        const refused = authorizationError(header);
        if (refused) return refused;
        const message = request.body.message as Record<string, unknown> | undefined;
        if (!message || typeof message.to !== 'string' || typeof message.from !== 'string' || !message.text) {
          return refuse(400, 'ValidationError', 'to, from and text are required');
        }
        if (!/^01\d{8,9}$/.test(message.to)) return refuse(400, 'ValidationError', 'Invalid recipient number');
        accepted.push(message);
        const messageId = `M4V${String(next++).padStart(17, '0')}`;
        return answer(200, {
          groupId: `G4V${messageId.slice(3)}`,
          messageId,
          to: message.to,
          from: message.from,
          type: message.type ?? 'SMS',
          statusCode: '2000',
          statusMessage: '정상 접수(이통사로 접수 예정)',
          country: '82',
        });
      },
    },
  });

  return { url: server.url, apiKey, apiSecret, accepted, authorizations, close: server.close };
}
