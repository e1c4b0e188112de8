import {
  ACCOUNT_BACKOFF_MINUTES,
  ACCOUNT_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_MEMORY_MS,
  LOGIN_LOCK_MINUTES,
} from '@academy/domain/account/account.rules';
import type { Database, Executor } from '../../db/database';

/**
 * Whether a password may be judged. A judged guess is already counted as wrong (so parallel guesses
 * cannot slip past the limit); `lockIfWrong` is the lock it leaves when it is. A refused guess is
 * never hashed: `scope` says which lock stands until `until`.
 */
export type LoginClaim =
  | { judged: true; lockIfWrong: Date | undefined }
  | { judged: false; scope: 'address' | 'account'; until: Date };

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60 * 1000);
const standing = (until: Date | null, now: Date): until is Date => until !== null && until > now;

/**
 * Takes one judgement for this account from this client address, for any check of its password
 * (login, password change, withdrawal: password-check.ts), atomically: the account's row is
 * held while the counts are read and raised, so of any number of simultaneous guesses at most
 * LOGIN_FAILURE_LIMIT are judged before the address is locked. The count is never reset by a lock:
 * once the lock passes, the next wrong guess locks again.
 */
export async function claimLoginAttempt(db: Database, userId: string, client: string, now: Date): Promise<LoginClaim> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('users')
      .select(['login_failures', 'locked_until'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const address = await trx
      .selectFrom('login_attempts')
      .select(['failures', 'locked_until', 'updated_at'])
      .where('user_id', '=', userId)
      .where('client', '=', client)
      .executeTakeFirst();

    if (address && standing(address.locked_until, now)) {
      return { judged: false, scope: 'address', until: address.locked_until };
    }
    const forgotten = !address || address.updated_at.getTime() < now.getTime() - LOGIN_FAILURE_MEMORY_MS;
    const failures = (forgotten ? 0 : address.failures) + 1;
    if (failures > 1 && standing(account.locked_until, now)) {
      return { judged: false, scope: 'account', until: account.locked_until };
    }

    const addressLock = failures >= LOGIN_FAILURE_LIMIT ? minutesAfter(now, LOGIN_LOCK_MINUTES) : null;
    const accountFailures = account.login_failures + 1;
    const accountLock =
      accountFailures >= ACCOUNT_FAILURE_LIMIT ? minutesAfter(now, ACCOUNT_BACKOFF_MINUTES) : account.locked_until;
    await trx
      .insertInto('login_attempts')
      .values({ user_id: userId, client, failures, locked_until: addressLock, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'client']).doUpdateSet({ failures, locked_until: addressLock, updated_at: now }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ login_failures: accountFailures, locked_until: accountLock })
      .where('id', '=', userId)
      .execute();
    return { judged: true, lockIfWrong: addressLock ?? undefined };
  });
}

/** The right password from this address: its count and the account-wide count start again. */
export async function clearLoginFailures(db: Executor, userId: string, client: string): Promise<void> {
  await db.updateTable('users').set({ login_failures: 0, locked_until: null }).where('id', '=', userId).execute();
  await db.deleteFrom('login_attempts').where('user_id', '=', userId).where('client', '=', client).execute();
}

/** A new password (비밀번호 찾기) lifts every lock of the account, at every address. */
export async function clearLoginLocks(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('user_id', '=', userId).execute();
}
