import type { AdditionalInfoBody, ProfileResponse, SentResponse } from '@academy/domain/account/account.schema';
import { TERMS_VERSION } from '@academy/domain/terms/terms.version';
import type { Updateable } from 'kysely';
import type { User, UsersTable } from '../../db/database';
import { hashPassword } from '../../platform/auth/password';
import { checkAccountPassword } from '../../platform/auth/password-check';
import { revokeUserSessions, type Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { deleteStoredObjects } from '../../platform/files/uploads';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { claimIdentity, identityMatchesUser } from './account.identity';
import { profileOf } from './account.mappers';
import { findUserById, insertConsents, updateUser } from './account.queries';
import { refusePasswordWithLoginId } from './new-password';
import { CODE_TTL_MS, checkCode, issueCode, settle } from './one-time';
import { dropProfileImage } from './profile-image.service';

/** MyPage, ProfileEditPage, EditAdditionalInfo, MyPwChangePage, MyEmailChangePage, /myPhoneNoChangeTF. */

async function currentUser(ctx: AppContext, session: Session): Promise<User> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

async function reread(ctx: AppContext, userId: string): Promise<ProfileResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return profileOf(ctx, ctx.db, user);
}

export async function getProfile(ctx: AppContext, session: Session): Promise<ProfileResponse> {
  return profileOf(ctx, ctx.db, await currentUser(ctx, session));
}

export async function editProfile(
  ctx: AppContext,
  session: Session,
  body: { userNickNm: string; profileFileNm?: string },
): Promise<ProfileResponse> {
  const values: Updateable<UsersTable> = { user_nick_nm: body.userNickNm, updated_at: ctx.clock.now() };
  if (body.profileFileNm) values.profile_file_nm = body.profileFileNm;
  // Choosing a stock picture ends the uploaded photo (deleted once this commits).
  const dropped = await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, session.userId, values);
    return body.profileFileNm ? dropProfileImage(trx, session.userId, ctx.clock.now()) : [];
  });
  await deleteStoredObjects(ctx, dropped);
  return reread(ctx, session.userId);
}

const emailNeedsCode = () =>
  new AppError('VALIDATION_FAILED', undefined, {
    email: '이메일을 바꾸려면 이메일 변경 화면에서 인증번호로 확인해 주세요.',
  });

/**
 * EditAdditionalInfo: only the fields sent change ('' clears a text field). The email can be set
 * here only while the account has none; changing it takes a code (MyEmailChangePage). A change
 * of the marketing or night-time consent is recorded as a consent row.
 */
export async function editAdditionalInfo(
  ctx: AppContext,
  session: Session,
  body: AdditionalInfoBody,
): Promise<ProfileResponse> {
  const now = ctx.clock.now();
  const user = await currentUser(ctx, session);
  if (body.email !== undefined && user.email && body.email !== user.email) throw emailNeedsCode();
  const values: Updateable<UsersTable> = { updated_at: now };
  const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
  if (body.userNickNm !== undefined) values.user_nick_nm = body.userNickNm;
  if (body.email !== undefined) values.email = body.email;
  if (body.address !== undefined) values.address = text(body.address);
  if (body.detailAddress !== undefined) values.detail_address = text(body.detailAddress);
  if (body.genderCd !== undefined) values.gender_cd = body.genderCd;
  if (body.schoolNm !== undefined) values.school_nm = text(body.schoolNm);
  if (body.gradeYear !== undefined) values.grade_year = body.gradeYear;
  if (body.subjects !== undefined) values.subjects = body.subjects;
  if (body.regions !== undefined) values.regions = body.regions;
  const consentChanges: { key: 'marketing' | 'night'; agreed: boolean }[] = [];
  if (body.marketingConsent !== undefined && body.marketingConsent !== user.marketing_consent) {
    values.marketing_consent = body.marketingConsent;
    consentChanges.push({ key: 'marketing', agreed: body.marketingConsent });
  }
  if (body.nightReceiveConsent !== undefined && body.nightReceiveConsent !== user.night_receive_consent) {
    values.night_receive_consent = body.nightReceiveConsent;
    consentChanges.push({ key: 'night', agreed: body.nightReceiveConsent });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, values);
    await insertConsents(
      trx,
      consentChanges.map((change) => ({
        id: newId(),
        user_id: user.id,
        consent_key: change.key,
        terms_version: TERMS_VERSION,
        agreed: change.agreed,
        at: now,
      })),
    );
  });
  return reread(ctx, user.id);
}

/**
 * MyPwChangePage: the current password proves it is the member (a wrong one counts toward the same
 * lock as a wrong login, from this client address); the new one may not hold the login id; every
 * other session ends.
 */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  body: { currentPw: string; pw: string },
  client: string | undefined,
): Promise<{ ok: true }> {
  const user = await currentUser(ctx, session);
  if (!user.password_hash) throw new AppError('NO_PASSWORD');
  refusePasswordWithLoginId(body.pw, user.login_id);
  const right = await checkAccountPassword(ctx, {
    userId: user.id,
    passwordHash: user.password_hash,
    password: body.currentPw,
    client,
  });
  if (!right) {
    const message = '현재 비밀번호가 올바르지 않습니다. 다시 입력해 주세요.';
    throw new AppError('WRONG_PASSWORD', message, { currentPw: message });
  }
  const passwordHash = await hashPassword(body.pw, ctx.config.passwordHashing);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, user.id, now, session.id);
  });
  return { ok: true };
}

export async function sendEmailCode(ctx: AppContext, session: Session, email: string): Promise<SentResponse> {
  const now = ctx.clock.now();
  const { code, expiresAt } = await issueCode(ctx, ctx.db, {
    purpose: 'email-change',
    recipient: email,
    subject: email,
    userId: session.userId,
    now,
  });
  await ctx.adapters.mail.send({
    to: email,
    subject: '[학원ON] 이메일 변경 인증번호',
    text: `이메일 변경 인증번호는 ${code}입니다. ${Math.round(CODE_TTL_MS / 60000)}분 안에 입력해 주세요.\n요청하지 않았다면 이 메일을 무시해 주세요.`,
    purpose: 'email-change',
  });
  return { sent: true, expiresAt: expiresAt.toISOString() };
}

export async function changeEmail(
  ctx: AppContext,
  session: Session,
  body: { email: string; code: string },
): Promise<ProfileResponse> {
  await settle(ctx, async (trx) => {
    const check = await checkCode(ctx, trx, {
      purpose: 'email-change',
      recipient: body.email,
      subject: body.email,
      userId: session.userId,
      code: body.code,
    });
    if (!check.ok) {
      const error = new AppError('CODE_MISMATCH');
      return new AppError('CODE_MISMATCH', error.message, { code: error.message });
    }
    await updateUser(trx, session.userId, { email: body.email, updated_at: ctx.clock.now() });
    return true;
  });
  return reread(ctx, session.userId);
}

/**
 * /myPhoneNoChangeTF: the new number is the one a fresh verification (purpose 'phone-change') of
 * the same person vouches for: the account's DI, or for an account without one the same name and
 * birth date (the account then keeps the verified CI/DI).
 */
export async function changeMobile(ctx: AppContext, session: Session, transId: string): Promise<ProfileResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    const identity = await consumeVerifiedIdentity(ctx, transId, 'phone-change', { db: trx });
    const user = await findUserById(trx, session.userId, { lock: true });
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!identityMatchesUser(user, identity, { ignoreMobile: true })) throw new AppError('IDENTITY_MISMATCH');
    if (!identity.mobileNo) throw new AppError('PHONE_NOT_VERIFIED');
    await updateUser(trx, user.id, { mobile_no: identity.mobileNo, updated_at: ctx.clock.now() });
    await claimIdentity(ctx, trx, user, identity);
  });
  return reread(ctx, session.userId);
}
