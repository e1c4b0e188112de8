import type { RegisterCardBody } from '@academy/domain/billing/cards.schema';

/**
 * What a card page's redirect to /cardRegResult says: Toss's success (`customerKey`, `authKey`) and
 * the local card page's, or a failure (`code`, `message`), or nothing readable.
 */
export type CardRegResult =
  | { kind: 'register'; body: RegisterCardBody }
  | { kind: 'failed'; message: string | null }
  | { kind: 'unreadable' };

export function cardRegResultOf(params: URLSearchParams): CardRegResult {
  const authKey = params.get('authKey');
  const customerKey = params.get('customerKey');
  if (authKey && customerKey) return { kind: 'register', body: { authKey, customerKey } };
  if (params.get('code')) return { kind: 'failed', message: params.get('message') };
  return { kind: 'unreadable' };
}

/** /cardRegResult as a card page's success redirect reaches it. */
export const cardRegResultPath = (body: RegisterCardBody) =>
  `/cardRegResult?${new URLSearchParams({ customerKey: body.customerKey, authKey: body.authKey })}`;

const started = new Map<string, Promise<unknown>>();

/**
 * Registers a redirect's card once for the life of the page (React runs an effect twice in strict
 * mode); the server keeps one card however often it is sent, so this only spares a request.
 */
export function registerOnce<T>(body: RegisterCardBody, register: (body: RegisterCardBody) => Promise<T>): Promise<T> {
  const key = `${body.customerKey} ${body.authKey}`;
  const existing = started.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = register(body);
  started.set(key, promise);
  return promise;
}
