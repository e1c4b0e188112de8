import { randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@academy/domain/account/account.rules';
import { isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type {
  SandboxCodeBody,
  StartVerificationBody,
  VerificationResponse,
} from '@academy/domain/identity/identity.schema';
import { isPlausibleBirthdate } from '@academy/domain/students/students.rules';
import { sameSitePath } from '@academy/domain/web/same-site-path';
import type { Transaction } from 'kysely';
import type { DB, IdentityVerification } from '../../db/database';
import type { IdentityPurpose } from '../../platform/adapters/identity/identity';
import { sandboxIdentityKey, sandboxPerson } from '../../platform/adapters/identity/sandbox';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { findVerification, updateVerification } from '../../platform/identity/verification.queries';
import { clearedSandboxInput, completedValues, refreshVerification } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { insertVerification } from './identity.queries';

const MINUTE = 60 * 1000;
/** From start to a completed verification. */
export const VERIFICATION_TTL_MS = 30 * MINUTE;
/** A sandbox code is good as long as every verification code (the web's countdown shows the same). */
export const CODE_TTL_MS = CODE_TTL_MINUTES * MINUTE;
/** Codes one verification may send (the route is also rate-limited per address). */
export const MAX_CODES_SENT = 10;

// ── start ────────────────────────────────────────────────────────────────────

export async function startVerification(
  ctx: AppContext,
  input: StartVerificationBody & { origin: string },
): Promise<{ transId: string; next: { kind: 'sandbox' } | { kind: 'redirect'; url: string } }> {
  const absoluteReturnUrl = resolveReturnUrl(input.returnUrl, input.origin);
  const started = await ctx.adapters.identity.start({ purpose: input.purpose, returnUrl: absoluteReturnUrl });
  const id = newId();
  const now = ctx.clock.now();
  await insertVerification(ctx.db, {
    id,
    provider: ctx.adapters.identity.kind,
    provider_tx_id: started.transId,
    purpose: input.purpose,
    return_url: input.returnUrl,
    expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS),
    created_at: now,
  });
  return { transId: id, next: started.next };
}

/** A path on this site, or an absolute URL of this origin; anything else could send people elsewhere. */
function resolveReturnUrl(returnUrl: string, origin: string): string {
  const refuse = () => new AppError('VALIDATION_FAILED', undefined, { returnUrl: '돌아갈 주소가 올바르지 않습니다.' });
  const base = new URL(origin);
  if (returnUrl.startsWith('/')) {
    const path = sameSitePath(returnUrl);
    if (path === null) throw refuse();
    return new URL(path, base).href;
  }
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw refuse();
  }
  if (url.origin !== base.origin) throw refuse();
  return url.href;
}

// ── sandbox page: send a code, confirm it ────────────────────────────────────

/** Runs `work` in a transaction; a refusal it returns is thrown after the commit, so its writes stay. */
async function settle<T>(ctx: AppContext, work: (trx: Transaction<DB>) => Promise<T | AppError>): Promise<T> {
  const outcome = await ctx.db.transaction().execute(work);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

const codeHash = (ctx: AppContext, id: string, code: string) =>
  ctx.adapters.crypto.blindIndex(code, `verification-code:${id}`);

/** The pending sandbox verification, or the refusal that fits (expiring it when its time is up). */
async function pendingSandboxRow(
  ctx: AppContext,
  trx: Transaction<DB>,
  transId: string,
): Promise<IdentityVerification | AppError> {
  const row = await findVerification(trx, transId, { lock: true });
  if (row?.provider !== 'sandbox') return new AppError('VERIFICATION_NOT_FOUND');
  if (row.status === 'expired') return new AppError('VERIFICATION_SESSION_EXPIRED');
  if (row.status === 'failed') {
    return new AppError(row.attempts >= CODE_MAX_ATTEMPTS ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_FAILED');
  }
  if (row.status !== 'pending') return new AppError('VERIFICATION_NOT_PENDING');
  if (row.expires_at <= ctx.clock.now()) {
    await updateVerification(trx, row.id, { status: 'expired', ...clearedSandboxInput });
    return new AppError('VERIFICATION_SESSION_EXPIRED');
  }
  return row;
}

export async function sendSandboxCode(
  ctx: AppContext,
  transId: string,
  input: SandboxCodeBody,
): Promise<{ sent: true; expiresAt: string }> {
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await settle(ctx, async (trx) => {
    const row = await pendingSandboxRow(ctx, trx, transId);
    if (row instanceof AppError) return row;
    if (!isIsoDate(input.birthdate) || !isPlausibleBirthdate(input.birthdate, businessDateOf(now))) {
      return new AppError('VALIDATION_FAILED', undefined, { birthdate: '생년월일을 다시 확인해 주세요.' });
    }
    if (row.codes_sent >= MAX_CODES_SENT) return new AppError('RATE_LIMITED');
    await updateVerification(trx, row.id, {
      req_user_nm: input.userNm,
      req_birthdate: input.birthdate,
      req_gender_cd: input.genderCd,
      req_carrier: input.carrier,
      req_mobile_no: input.mobileNo,
      code_hash: codeHash(ctx, row.id, code),
      code_expires_at: expiresAt,
      codes_sent: row.codes_sent + 1,
    });
    return row;
  });
  await ctx.adapters.messaging.send({
    channel: 'sms',
    recipient: input.mobileNo,
    body: `[학원ON] 본인확인 인증번호는 ${code}입니다.`,
    purpose: 'verification-code',
  });
  return { sent: true, expiresAt: expiresAt.toISOString() };
}

export async function confirmSandboxCode(
  ctx: AppContext,
  transId: string,
  code: string,
): Promise<{ status: 'completed'; returnUrl: string }> {
  const now = ctx.clock.now();
  return settle(ctx, async (trx) => {
    const row = await pendingSandboxRow(ctx, trx, transId);
    if (row instanceof AppError) return row;
    if (!row.code_hash || !row.code_expires_at) return new AppError('VERIFICATION_CODE_REQUIRED');
    if (row.code_expires_at <= now) return new AppError('VERIFICATION_EXPIRED');

    const given = Buffer.from(codeHash(ctx, row.id, code));
    const expected = Buffer.from(row.code_hash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const attempts = row.attempts + 1;
      if (attempts >= CODE_MAX_ATTEMPTS) {
        await updateVerification(trx, row.id, { attempts, status: 'failed', ...clearedSandboxInput });
        return new AppError('VERIFICATION_TOO_MANY_ATTEMPTS');
      }
      await updateVerification(trx, row.id, { attempts });
      const message = `인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 ${CODE_MAX_ATTEMPTS - attempts}회)`;
      return new AppError('VERIFICATION_CODE_MISMATCH', message, { code: message });
    }

    if (!row.req_user_nm || !row.req_birthdate || !row.req_mobile_no || !row.req_carrier) {
      return new AppError('VERIFICATION_CODE_REQUIRED');
    }
    const person = sandboxPerson(
      {
        name: row.req_user_nm,
        birthdate: row.req_birthdate,
        genderCd: row.req_gender_cd === 'F' ? 'F' : 'M',
        mobileNo: row.req_mobile_no,
        carrier: row.req_carrier,
      },
      sandboxIdentityKey(ctx.config.dataDir),
    );
    await updateVerification(trx, row.id, { ...completedValues(ctx, person, now), ...clearedSandboxInput });
    return { status: 'completed' as const, returnUrl: row.return_url };
  });
}

// ── reading and using a result ───────────────────────────────────────────────

export async function getVerification(ctx: AppContext, transId: string): Promise<VerificationResponse> {
  const found = await findVerification(ctx.db, transId);
  if (!found) throw new AppError('VERIFICATION_NOT_FOUND');
  const row = await refreshVerification(ctx, found);
  const consumed = row.consumed_at !== null;
  // A completed result not used in time is expired to the reader, whatever the row still says.
  const status = row.status === 'completed' && !consumed && row.expires_at <= ctx.clock.now() ? 'expired' : row.status;
  return {
    transId: row.id,
    status,
    purpose: row.purpose as IdentityPurpose,
    consumed,
    expiresAt: row.expires_at.toISOString(),
    identity:
      status === 'completed' && !consumed && row.user_nm && row.birthdate && row.gender_cd
        ? { name: row.user_nm, birthdate: row.birthdate, genderCd: row.gender_cd, mobileNo: row.mobile_no }
        : null,
  };
}
