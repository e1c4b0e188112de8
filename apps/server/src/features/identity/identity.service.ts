import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Transaction, Updateable } from 'kysely';
import type { DB, Executor, IdentityVerification, IdentityVerificationsTable } from '../../db/database';
import type { IdentityPurpose, VerifiedPerson } from '../../platform/adapters/identity/identity';
import { sandboxPerson } from '../../platform/adapters/identity/sandbox';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { findVerification, insertVerification, updateVerification } from './identity.queries';
import type { SandboxCodeBody, StartVerificationBody, VerificationResponse } from './identity.schema';

const MINUTE = 60 * 1000;
/** From start to a completed verification. */
export const VERIFICATION_TTL_MS = 30 * MINUTE;
/** From completion until the result must be used (sign-up, find id …). */
export const RESULT_TTL_MS = 30 * MINUTE;
/** A sandbox code is good for three minutes. */
export const CODE_TTL_MS = 3 * MINUTE;
/** Wrong codes allowed per verification; the fifth ends it. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one verification may send (the route is also rate-limited per address). */
export const MAX_CODES_SENT = 10;

/** The verified person with CI/DI in the clear, for the one feature step that uses it. */
export type VerifiedIdentity = VerifiedPerson & {
  transId: string;
  purpose: IdentityPurpose;
  /** Blind index of the DI: look up existing accounts by this, never by the DI itself. */
  diIndex: string;
};

/** The blind index of a DI, as stored with accounts: equal DIs, equal indexes. */
export const diIndexOf = (ctx: AppContext, di: string): string => ctx.adapters.crypto.blindIndex(di, 'di');

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
  if (/^\/(?![/\\])/.test(returnUrl)) return new URL(returnUrl, base).href;
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
    return new AppError(row.attempts >= MAX_CODE_ATTEMPTS ? 'VERIFICATION_TOO_MANY_ATTEMPTS' : 'VERIFICATION_FAILED');
  }
  if (row.status !== 'pending') return new AppError('VERIFICATION_NOT_PENDING');
  if (row.expires_at <= ctx.clock.now()) {
    await updateVerification(trx, row.id, { status: 'expired', ...clearedSandboxInput });
    return new AppError('VERIFICATION_SESSION_EXPIRED');
  }
  return row;
}

const clearedSandboxInput = {
  req_user_nm: null,
  req_birthdate: null,
  req_gender_cd: null,
  req_carrier: null,
  req_mobile_no: null,
  code_hash: null,
  code_expires_at: null,
} satisfies Updateable<IdentityVerificationsTable>;

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
    if (!isPastDate(input.birthdate, now)) {
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

/** A real calendar date, not after today (UTC; a day's slack does not matter for birth dates). */
function isPastDate(date: string, now: Date): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === date &&
    parsed <= now &&
    date >= '1900-01-01'
  );
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
      if (attempts >= MAX_CODE_ATTEMPTS) {
        await updateVerification(trx, row.id, { attempts, status: 'failed', ...clearedSandboxInput });
        return new AppError('VERIFICATION_TOO_MANY_ATTEMPTS');
      }
      await updateVerification(trx, row.id, { attempts });
      const message = `인증번호가 일치하지 않습니다. 다시 입력해 주세요. (남은 횟수 ${MAX_CODE_ATTEMPTS - attempts}회)`;
      return new AppError('VERIFICATION_CODE_MISMATCH', message, { code: message });
    }

    if (!row.req_user_nm || !row.req_birthdate || !row.req_mobile_no || !row.req_carrier) {
      return new AppError('VERIFICATION_CODE_REQUIRED');
    }
    const person = sandboxPerson({
      name: row.req_user_nm,
      birthdate: row.req_birthdate,
      genderCd: row.req_gender_cd === 'F' ? 'F' : 'M',
      mobileNo: row.req_mobile_no,
      carrier: row.req_carrier,
    });
    await updateVerification(trx, row.id, { ...completedValues(ctx, person, now), ...clearedSandboxInput });
    return { status: 'completed' as const, returnUrl: row.return_url };
  });
}

/** What a completed verification keeps: the person, with CI/DI sealed and DI indexed. */
function completedValues(ctx: AppContext, person: VerifiedPerson, now: Date): Updateable<IdentityVerificationsTable> {
  return {
    status: 'completed',
    user_nm: person.name,
    birthdate: person.birthdate,
    gender_cd: person.genderCd,
    mobile_no: person.mobileNo,
    carrier: person.carrier,
    ci_enc: ctx.adapters.crypto.encrypt(person.ci, 'ci'),
    di_enc: ctx.adapters.crypto.encrypt(person.di, 'di'),
    di_index: diIndexOf(ctx, person.di),
    completed_at: now,
    expires_at: new Date(now.getTime() + RESULT_TTL_MS),
  };
}

// ── reading and using a result ───────────────────────────────────────────────

/**
 * Brings a pending verification up to date with its provider: expired when its time is up,
 * completed (stored, sealed) when the provider has a result. The provider is asked at most until
 * it answers once, because Toss gives a result only twice.
 */
async function refresh(ctx: AppContext, row: IdentityVerification): Promise<IdentityVerification> {
  if (row.status !== 'pending') return row;
  const now = ctx.clock.now();
  if (row.expires_at <= now) {
    return (
      (await updateVerification(
        ctx.db,
        row.id,
        { status: 'expired', ...clearedSandboxInput },
        { whilePending: true },
      )) ?? ((await findVerification(ctx.db, row.id)) as IdentityVerification)
    );
  }
  if (row.provider !== ctx.adapters.identity.kind) return row;
  const answer = await ctx.adapters.identity.result(row.provider_tx_id);
  if (answer.status === 'pending') return row;
  const values =
    answer.status === 'completed' && answer.identity
      ? completedValues(ctx, answer.identity, now)
      : { status: answer.status === 'completed' ? ('failed' as const) : answer.status };
  return (
    (await updateVerification(ctx.db, row.id, values, { whilePending: true })) ??
    ((await findVerification(ctx.db, row.id)) as IdentityVerification)
  );
}

export async function getVerification(ctx: AppContext, transId: string): Promise<VerificationResponse> {
  const found = await findVerification(ctx.db, transId);
  if (!found) throw new AppError('VERIFICATION_NOT_FOUND');
  const row = await refresh(ctx, found);
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

/**
 * The verified person of a completed verification, CI/DI included, exactly once: the row is
 * marked consumed and its personal fields erased (the calling feature keeps what it needs, CI/DI
 * encrypted with `ctx.adapters.crypto`). Refuses, writing nothing, when the verification is
 * unknown, for another purpose, not completed, failed, expired or already used.
 *
 * Pass `options.db` (a transaction) to consume inside the caller's transaction: if the caller
 * rolls back, the verification stays usable.
 */
export async function consumeVerifiedIdentity(
  ctx: AppContext,
  transId: string,
  purpose: IdentityPurpose,
  options: { db?: Executor } = {},
): Promise<VerifiedIdentity> {
  const found = await findVerification(ctx.db, transId);
  if (!found) throw new AppError('VERIFICATION_NOT_FOUND');
  await refresh(ctx, found);

  const run = async (trx: Transaction<DB>): Promise<VerifiedIdentity> => {
    const row = await findVerification(trx, transId, { lock: true });
    if (!row) throw new AppError('VERIFICATION_NOT_FOUND');
    if (row.purpose !== purpose) throw new AppError('VERIFICATION_PURPOSE_MISMATCH');
    if (row.consumed_at) throw new AppError('VERIFICATION_ALREADY_USED');
    if (row.status === 'pending') throw new AppError('VERIFICATION_INCOMPLETE');
    if (row.status === 'failed') throw new AppError('VERIFICATION_FAILED');
    if (row.status === 'expired' || row.expires_at <= ctx.clock.now()) {
      throw new AppError('VERIFICATION_SESSION_EXPIRED');
    }
    if (!row.ci_enc || !row.di_enc || !row.di_index || !row.user_nm || !row.birthdate || !row.gender_cd) {
      throw new AppError('VERIFICATION_FAILED');
    }
    const identity: VerifiedIdentity = {
      transId: row.id,
      purpose,
      ci: ctx.adapters.crypto.decrypt(row.ci_enc, 'ci'),
      di: ctx.adapters.crypto.decrypt(row.di_enc, 'di'),
      diIndex: row.di_index,
      name: row.user_nm,
      birthdate: row.birthdate,
      genderCd: row.gender_cd,
      mobileNo: row.mobile_no,
      carrier: row.carrier,
    };
    await updateVerification(trx, row.id, {
      consumed_at: ctx.clock.now(),
      user_nm: null,
      birthdate: null,
      gender_cd: null,
      mobile_no: null,
      carrier: null,
      ci_enc: null,
      di_enc: null,
      di_index: null,
    });
    return identity;
  };

  const db = options.db ?? ctx.db;
  return db.isTransaction ? run(db as Transaction<DB>) : db.transaction().execute(run);
}
