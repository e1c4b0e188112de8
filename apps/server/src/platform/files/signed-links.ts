import { timingSafeEqual } from 'node:crypto';
import { signedFileUrl } from '@academy/domain/files/files.schema';
import type { AppContext } from '../context';

/**
 * Signed links to files read by `signed-link` (a person's photo): the link names an expiry and
 * carries an HMAC of the file id and that expiry under the app's secret key (FieldCrypto's keyed
 * hash), so it cannot be made for another file or lengthened, and a link copied out of a page stops
 * opening the file within two weeks. Links change once a week (the expiry is rounded to the week),
 * so browsers can keep the image meanwhile.
 */

const WEEK_S = 7 * 24 * 60 * 60;
/** The longest a link stays valid: until the end of the week after the one it was made in. */
const MAX_LIFE_S = 2 * WEEK_S;
const SIGNATURE_CONTEXT = 'file-link/v1';

/** What signs and checks a link: the clock and the app's keyed hash. */
export type FileLinkSigner = Pick<AppContext, 'clock'> & { adapters: Pick<AppContext['adapters'], 'crypto'> };

const signatureOf = (ctx: FileLinkSigner, fileId: string, exp: number) =>
  ctx.adapters.crypto.blindIndex(`${fileId}.${exp}`, SIGNATURE_CONTEXT);

/** A link to the file, valid until the end of next week. */
export function signedFileLink(ctx: FileLinkSigner, fileId: string): string {
  const nowS = Math.floor(ctx.clock.now().getTime() / 1000);
  const exp = (Math.floor(nowS / WEEK_S) + 2) * WEEK_S;
  return signedFileUrl(fileId, { exp, sig: signatureOf(ctx, fileId, exp) });
}

/** Seconds the link has left, or null for a link that is expired, too long-lived or not ours. */
export function signedLinkLife(
  ctx: FileLinkSigner,
  fileId: string,
  link: { exp?: number; sig?: string },
): number | null {
  if (link.exp === undefined || link.sig === undefined) return null;
  const left = link.exp - Math.floor(ctx.clock.now().getTime() / 1000);
  if (left <= 0 || left > MAX_LIFE_S) return null;
  const expected = Buffer.from(signatureOf(ctx, fileId, link.exp));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
}
