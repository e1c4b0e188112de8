import { LOGIN_METHOD_LABELS, maskLoginId } from '@academy/domain/account/account.rules';
import type { Executor, User } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import type { VerifiedIdentity } from '../../platform/identity/verified-identity';
import { loginMethodsOf } from './account.mappers';
import { findUserByDiIndex, socialProvidersOf, updateUser } from './account.queries';

/**
 * Whether a verified person is the owner of an account. An account with a DI matches that DI
 * only. An account without one (made before verification, like the demo accounts) matches the
 * verified name and birth date, and the mobile number unless the check is about changing it.
 */
export function identityMatchesUser(
  user: Pick<User, 'di_index' | 'user_nm' | 'birthdate' | 'mobile_no'>,
  identity: Pick<VerifiedIdentity, 'diIndex' | 'name' | 'birthdate' | 'mobileNo'>,
  options: { ignoreMobile?: boolean } = {},
): boolean {
  if (user.di_index) return user.di_index === identity.diIndex;
  if (user.user_nm !== identity.name) return false;
  if (options.ignoreMobile) return user.birthdate === identity.birthdate;
  return (
    (!user.birthdate || user.birthdate === identity.birthdate) &&
    Boolean(user.mobile_no) &&
    user.mobile_no === identity.mobileNo
  );
}

/** Gives an account without a DI the verified CI/DI, unless another account already holds that DI. */
export async function claimIdentity(
  ctx: AppContext,
  db: Executor,
  user: User,
  identity: VerifiedIdentity,
): Promise<void> {
  if (user.di_index) return;
  const holder = await findUserByDiIndex(db, identity.diIndex);
  if (holder) return;
  await updateUser(db, user.id, {
    ci_enc: ctx.adapters.crypto.encrypt(identity.ci, 'ci'),
    di_enc: ctx.adapters.crypto.encrypt(identity.di, 'di'),
    di_index: identity.diIndex,
  });
}

/** DUPLICATE_ACCOUNT naming the existing account the way FindId would: masked id, or its social login. */
export async function duplicateAccountError(db: Executor, existing: User): Promise<AppError> {
  let name: string;
  if (existing.login_id) {
    name = `아이디: ${maskLoginId(existing.login_id)}`;
  } else {
    const methods = loginMethodsOf(existing, await socialProvidersOf(db, existing.id));
    name = methods.map((method) => LOGIN_METHOD_LABELS[method]).join(', ') || '본인인증 가입';
  }
  return new AppError('DUPLICATE_ACCOUNT', `이미 가입된 계정이 있습니다 (${name}). 아이디 찾기에서 확인해 주세요.`);
}

/** Postgres' unique violation, with the constraint it broke. */
export function uniqueViolation(error: unknown): string | undefined {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
}
