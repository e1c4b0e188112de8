import type { Transaction, Updateable } from 'kysely';
import type { DB, Executor, IdentityVerification, IdentityVerificationsTable } from '../../db/database';
import type { IdentityPurpose, VerifiedPerson } from '../adapters/identity/identity';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { findVerification, updateVerification } from './verification.queries';

/**
 * Using the result of an identity verification (본인확인) from any feature: sign-up, find id,
 * password reset, phone change, reactivation, family links, withdrawal. The verification itself
 * (start, the sandbox page, reading its status) is features/identity; what every feature needs to
 * take the verified person, once, lives here.
 */

const MINUTE = 60 * 1000;

/** From completion until the result must be used (sign-up, find id …). */
export const RESULT_TTL_MS = 30 * MINUTE;

/** The verified person with CI/DI in the clear, for the one feature step that uses it. */
export type VerifiedIdentity = VerifiedPerson & {
  transId: string;
  purpose: IdentityPurpose;
  /** Blind index of the DI: look up existing accounts by this, never by the DI itself. */
  diIndex: string;
};

/** The blind index of a DI, as stored with accounts: equal DIs, equal indexes. */
export const diIndexOf = (ctx: AppContext, di: string): string => ctx.adapters.crypto.blindIndex(di, 'di');

/** What the sandbox page typed, erased once the verification ends either way. */
export const clearedSandboxInput = {
  req_user_nm: null,
  req_birthdate: null,
  req_gender_cd: null,
  req_carrier: null,
  req_mobile_no: null,
  code_hash: null,
  code_expires_at: null,
} satisfies Updateable<IdentityVerificationsTable>;

/** What a completed verification keeps: the person, with CI/DI sealed and DI indexed. */
export function completedValues(
  ctx: AppContext,
  person: VerifiedPerson,
  now: Date,
): Updateable<IdentityVerificationsTable> {
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

/**
 * Brings a pending verification up to date with its provider: expired when its time is up,
 * completed (stored, sealed) when the provider has a result. The provider is asked at most until
 * it answers once, because Toss gives a result only twice.
 */
export async function refreshVerification(ctx: AppContext, row: IdentityVerification): Promise<IdentityVerification> {
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
  await refreshVerification(ctx, found);
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
