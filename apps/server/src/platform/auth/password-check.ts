import { LOGIN_FAILURE_LIMIT, LOGIN_LOCK_MINUTES } from '@academy/domain/account/account.rules';
import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { claimLoginAttempt, clearLoginFailures } from './login-lock.queries';
import { verifyPassword } from './password';

/** `11월 22일 18시 10분`, Seoul time. */
function seoulTimeText(instant: Date): string {
  const t = seoulDateTimeParts(instant);
  return `${t.month}월 ${t.day}일 ${t.hour}시 ${String(t.minute).padStart(2, '0')}분`;
}

const lockedError = (until: Date) =>
  new AppError(
    'ACCOUNT_LOCKED',
    `비밀번호를 ${LOGIN_FAILURE_LIMIT}회 잘못 입력하여 로그인이 ${LOGIN_LOCK_MINUTES}분간 제한되었습니다. ${seoulTimeText(until)} 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.`,
  );

const backOffError = (until: Date) =>
  new AppError(
    'ACCOUNT_LOCKED',
    `이 계정에 잘못된 비밀번호가 여러 번 입력되어 로그인이 잠시 제한되었습니다. ${seoulTimeText(until)} 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.`,
  );

/**
 * Every check of an account's password — login, password change, withdrawal — goes through here,
 * so guessing through any of them is limited the same way and counts toward one lock: each check
 * takes a judgement for the account from the client address first (login-lock.queries: atomic, at
 * most LOGIN_FAILURE_LIMIT per address, a slower account-wide back-off). While a lock stands, the
 * check answers ACCOUNT_LOCKED without hashing; the guess that reaches the limit answers it too.
 * The right password clears this address's count and the account-wide one.
 */
export async function checkAccountPassword(
  ctx: AppContext,
  input: { userId: string; passwordHash: string; password: string; client: string | undefined },
): Promise<boolean> {
  const client = input.client ?? 'unknown';
  const claim = await claimLoginAttempt(ctx.db, input.userId, client, ctx.clock.now());
  if (!claim.judged) throw claim.scope === 'address' ? lockedError(claim.until) : backOffError(claim.until);
  if (!(await verifyPassword(input.password, input.passwordHash))) {
    if (claim.lockIfWrong) throw lockedError(claim.lockIfWrong);
    return false;
  }
  await clearLoginFailures(ctx.db, input.userId, client);
  return true;
}
