import { createPrivateKey, createPublicKey, type JsonWebKey, type KeyObject, sign, verify } from 'node:crypto';
import { decodeIdToken } from 'arctic';

export const APPLE_ISSUER = 'https://appleid.apple.com';

export type AppleIdTokenClaims = {
  sub: string;
  email?: string;
  emailVerified: boolean;
  isPrivateEmail: boolean;
};

/** Apple's signing keys (JWKS), fetched on first need and again when a token names an unknown key. */
export function createAppleKeySet(jwksUrl: string, now: () => Date) {
  let keys = new Map<string, KeyObject>();
  let fetchedAt = 0;
  async function refresh() {
    const response = await fetch(jwksUrl, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Apple keys answered ${response.status}`);
    const body = (await response.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
    keys = new Map(
      (body.keys ?? [])
        .filter((jwk) => typeof jwk.kid === 'string' && jwk.kty === 'RSA')
        .map((jwk) => [jwk.kid as string, createPublicKey({ key: jwk, format: 'jwk' })]),
    );
    fetchedAt = now().getTime();
  }
  return {
    async get(kid: string): Promise<KeyObject | undefined> {
      // Apple rotates keys now and then; an unknown kid refetches, at most once a minute.
      if (!keys.has(kid) && now().getTime() - fetchedAt > 60_000) await refresh();
      return keys.get(kid);
    },
  };
}

const decodeJson = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Checks an Apple ID token: RS256 signature by one of Apple's published keys, issuer, audience
 * (our Services ID), expiry and issue time (with two minutes of leeway), and a subject.
 * Throws on any failure.
 */
export async function verifyAppleIdToken(
  idToken: string,
  options: { keys: { get: (kid: string) => Promise<KeyObject | undefined> }; clientId: string; now: Date },
): Promise<AppleIdTokenClaims> {
  const [headerPart, payloadPart, signaturePart] = idToken.split('.');
  if (!headerPart || !payloadPart || !signaturePart) throw new Error('Malformed ID token');
  const header = decodeJson(headerPart);
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new Error('Unexpected ID token algorithm');
  const key = await options.keys.get(header.kid);
  if (!key) throw new Error('Unknown ID token key');
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    key,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) throw new Error('Bad ID token signature');

  const claims = decodeIdToken(idToken) as Record<string, unknown>;
  const seconds = options.now.getTime() / 1000;
  const leeway = 120;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== APPLE_ISSUER) throw new Error('Wrong ID token issuer');
  if (!audiences.includes(options.clientId)) throw new Error('Wrong ID token audience');
  if (typeof claims.exp !== 'number' || claims.exp + leeway < seconds) throw new Error('Expired ID token');
  if (typeof claims.iat === 'number' && claims.iat - leeway > seconds) throw new Error('ID token from the future');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('ID token without subject');
  const truthy = (value: unknown) => value === true || value === 'true';
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    emailVerified: truthy(claims.email_verified),
    isPrivateEmail: truthy(claims.is_private_email),
  };
}

/**
 * The client secret Apple's token endpoint wants: a JWT signed ES256 with our Sign in with Apple
 * key (iss = team id, sub = Services ID, aud = Apple, valid five minutes).
 */
export function appleClientSecret(
  options: { clientId: string; teamId: string; keyId: string; privateKey: string },
  now: Date,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'ES256', kid: options.keyId, typ: 'JWT' })}.${encode({
    iss: options.teamId,
    iat: issuedAt,
    exp: issuedAt + 300,
    aud: APPLE_ISSUER,
    sub: options.clientId,
  })}`;
  const key = options.privateKey.includes('-----BEGIN')
    ? createPrivateKey(options.privateKey)
    : createPrivateKey({ key: Buffer.from(options.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** The name Apple's first form_post carries (`user` JSON): Korean order when both parts are Hangul. */
export function appleUserName(userJson: string | undefined): string | undefined {
  if (!userJson) return undefined;
  try {
    const user = JSON.parse(userJson) as { name?: { firstName?: unknown; lastName?: unknown } };
    const first = typeof user.name?.firstName === 'string' ? user.name.firstName.trim() : '';
    const last = typeof user.name?.lastName === 'string' ? user.name.lastName.trim() : '';
    if (!first && !last) return undefined;
    const hangul = /^[\p{Script=Hangul}]+$/u;
    return hangul.test(first) && hangul.test(last) ? `${last}${first}` : [first, last].filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}
