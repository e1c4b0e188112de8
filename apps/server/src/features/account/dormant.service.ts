import { DORMANT_AFTER_DAYS } from '@academy/domain/account/account.rules';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import type { Job } from '../../platform/jobs/scheduler';
import { claimIdentity, identityMatchesUser } from './account.identity';
import { findUsersOfPerson, updateUser } from './account.queries';
import { type ClientInfo, type SignedIn, signIn } from './auth.service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * 휴면 (개인정보 유효기간제): an active account with no activity (last login or request; its
 * creation when it never had any) for DORMANT_AFTER_DAYS becomes dormant, and its sessions end.
 * A dormant account cannot log in; its owner reactivates it by verifying (/domantAccountTF).
 */
export async function markDormantAccounts(ctx: AppContext): Promise<{ dormant: number }> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - DORMANT_AFTER_DAYS * DAY);
  return ctx.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('users')
      .set({ status: 'dormant', dormant_at: now, updated_at: now })
      .where('status', '=', 'active')
      .where(sql<Date>`coalesce(last_active_at, created_at)`, '<', cutoff)
      .returning('id')
      .execute();
    const ids = marked.map((row) => row.id);
    if (ids.length) {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', 'in', ids)
        .where('revoked_at', 'is', null)
        .execute();
    }
    return { dormant: ids.length };
  });
}

/**
 * The accounts feature's daily job: dormancy. (Spent one-time tokens, codes and family requests
 * are deleted by the retention job, platform/retention.) Runs at start and every day.
 */
export const accountsDailyJob: Job = {
  name: 'accounts-daily',
  everyMs: DAY,
  run: markDormantAccounts,
};

/** /domantAccountTF: a verification (purpose 'reactivate') of the owner wakes the account and signs in. */
export async function reactivate(
  ctx: AppContext,
  input: { transId: string; keep: boolean },
  client: ClientInfo,
): Promise<SignedIn> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await consumeVerifiedIdentity(ctx, input.transId, 'reactivate', { db: trx });
    const dormant = (await findUsersOfPerson(trx, identity)).filter(
      (user) => user.status === 'dormant' && identityMatchesUser(user, identity),
    );
    const user = dormant.find((candidate) => candidate.di_index === identity.diIndex) ?? dormant[0];
    if (!user) throw new AppError('DORMANT_ACCOUNT_NOT_FOUND');
    const now = ctx.clock.now();
    await updateUser(trx, user.id, { status: 'active', dormant_at: null, updated_at: now });
    await claimIdentity(ctx, trx, user, identity);
    return signIn(ctx, trx, { user: { ...user, status: 'active' }, keep: input.keep, client });
  });
}
