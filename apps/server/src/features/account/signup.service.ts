import { GUARDIAN_MINIMUM_AGE } from '@academy/domain/account/account.rules';
import type { SignupBody } from '@academy/domain/account/account.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { ageOn } from '@academy/domain/signup/signup.birth';
import { DEFAULT_PROFILE_FILE_NM, MINIMUM_SIGNUP_AGE } from '@academy/domain/signup/signup.constants';
import type { SignupConsents } from '@academy/domain/signup/signup.schema';
import { TERMS_VERSION } from '@academy/domain/terms/terms.version';
import type { Insertable } from 'kysely';
import type { Executor, UserConsentsTable } from '../../db/database';
import { hashPassword } from '../../platform/auth/password';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { duplicateAccountError, uniqueViolation } from './account.identity';
import { findUserByDiIndex, findUserById, insertConsents, insertUser, isLoginIdTaken } from './account.queries';
import { type ClientInfo, type SignedIn, signIn } from './auth.service';
import { insertLink } from './family.queries';
import { claimSignupProfileImage } from './profile-image.service';

/**
 * The consent rows of a sign-up: the required three, marketing and night as given; under 14 the
 * age-14 row is recorded as not agreed and the guardian's consent row is added.
 */
export function consentRows(
  userId: string,
  consents: SignupConsents,
  now: Date,
  options: { marketing?: boolean; guardian?: boolean } = {},
): Insertable<UserConsentsTable>[] {
  const givenBy = options.guardian ? ('guardian' as const) : ('self' as const);
  const row = (key: UserConsentsTable['consent_key'], agreed: boolean) => ({
    id: newId(),
    user_id: userId,
    consent_key: key,
    terms_version: TERMS_VERSION,
    agreed,
    given_by: givenBy,
    at: now,
  });
  // Under 14 the first box is the guardian's consent (recorded as `guardian`): the child is not 14.
  const rows = [
    row('age14', !options.guardian),
    row('useTerms', true),
    row('personalInfo', true),
    row('marketing', options.marketing ?? consents.marketing),
    row('night', consents.night),
  ];
  if (options.guardian) rows.push(row('guardian', true));
  return rows;
}

export const ageToday = (ctx: AppContext, birthdate: string) => ageOn(birthdate, todayBusinessDate(ctx.clock.now()));

const loginIdTaken = () => {
  const error = new AppError('LOGIN_ID_TAKEN');
  return new AppError('LOGIN_ID_TAKEN', error.message, { userInputId: error.message });
};

/** Maps a unique violation of a concurrent sign-up to the answer the checks would have given. */
async function refusalOfConflict(ctx: AppContext, error: unknown, diIndex: string | null): Promise<unknown> {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return error;
  if (constraint === 'users_di_index_uq' && diIndex) {
    const existing = await findUserByDiIndex(ctx.db, diIndex);
    if (existing) return duplicateAccountError(ctx.db, existing);
  }
  if (constraint === 'users_login_id_key') return loginIdTaken();
  return error;
}

/** The new member's browser session, started as a login does; none over someone already signed in here. */
async function signInNewMember(
  ctx: AppContext,
  trx: Executor,
  userId: string,
  client: ClientInfo & { signedIn: boolean },
): Promise<SignedIn | undefined> {
  if (client.signedIn) return undefined;
  const user = await findUserById(trx, userId);
  return user ? signIn(ctx, trx, { user, keep: false, client }) : undefined;
}

export async function loginIdAvailable(ctx: AppContext, loginId: string): Promise<{ available: boolean }> {
  return { available: !(await isLoginIdTaken(ctx.db, loginId)) };
}

/**
 * Sign-up (joinUserInfo).
 *
 * - 14 and over: the member's own verification (purpose 'signup'); name, birth date, gender and
 *   mobile come from it, never from the form. A DI that already has an account stops it.
 * - Under 14: a legal guardian's verification (purpose 'signup-guardian'); the guardian must be
 *   19 or over and the child (birth date from the form) under 14. Only what the child needs is
 *   kept (no email, address or regions); the guardian's name, CI and consent time are recorded,
 *   and a guardian who has an account is linked as family.
 *
 * Consents are stored one row each with the terms version. Sign-up ends signed in: the new member
 * gets a browser session (as a login without 로그인 유지 does) on either path, unless someone is
 * already signed in on this browser (a guardian making a child's account keeps their own session).
 */
export async function signup(
  ctx: AppContext,
  body: SignupBody,
  client: ClientInfo & { signedIn: boolean },
): Promise<{ userId: string; userInputId: string; signedIn?: SignedIn }> {
  if (!body.transId && !body.guardian)
    throw new AppError('VALIDATION_FAILED', undefined, { transId: '본인인증을 완료해 주세요.' });
  if (await isLoginIdTaken(ctx.db, body.userInputId)) throw loginIdTaken();
  const passwordHash = await hashPassword(body.pw, ctx.config.passwordHashing);
  const now = ctx.clock.now();
  const userId = newId();
  let diIndex: string | null = null;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const common = {
        id: userId,
        login_id: body.userInputId,
        password_hash: passwordHash,
        profile_file_nm: body.profileFileNm ?? DEFAULT_PROFILE_FILE_NM,
        user_nick_nm: body.userNickNm ?? null,
        school_nm: body.schoolNm || null,
        grade_year: body.gradeYear ?? null,
        subjects: body.subjects ?? [],
        last_active_at: now,
        created_at: now,
        updated_at: now,
      };
      const marketing = body.marketingConsent ?? body.consents.marketing;

      if (body.transId) {
        const identity = await consumeVerifiedIdentity(ctx, body.transId, 'signup', { db: trx });
        diIndex = identity.diIndex;
        if (ageToday(ctx, identity.birthdate) < MINIMUM_SIGNUP_AGE) throw new AppError('SIGNUP_UNDER_14');
        const existing = await findUserByDiIndex(trx, identity.diIndex);
        if (existing) throw await duplicateAccountError(trx, existing);
        if (await isLoginIdTaken(trx, body.userInputId)) throw loginIdTaken();
        await insertUser(trx, {
          ...common,
          user_nm: identity.name,
          birthdate: identity.birthdate,
          gender_cd: identity.genderCd,
          mobile_no: identity.mobileNo,
          email: body.email ?? null,
          address: body.address || null,
          detail_address: body.detailAddress || null,
          regions: body.regions ?? [],
          recommend_cd: body.recommendCd || null,
          ci_enc: ctx.adapters.crypto.encrypt(identity.ci, 'ci'),
          di_enc: ctx.adapters.crypto.encrypt(identity.di, 'di'),
          di_index: identity.diIndex,
          marketing_consent: marketing,
          night_receive_consent: body.consents.night,
        });
        await insertConsents(trx, consentRows(userId, body.consents, now, { marketing }));
        if (body.profileImageId) {
          await claimSignupProfileImage(trx, { uploadId: body.profileImageId, transId: body.transId, userId, now });
        }
        return { userId, userInputId: body.userInputId, signedIn: await signInNewMember(ctx, trx, userId, client) };
      }

      const guardian = body.guardian as NonNullable<SignupBody['guardian']>;
      const identity = await consumeVerifiedIdentity(ctx, guardian.transId, 'signup-guardian', { db: trx });
      if (ageToday(ctx, identity.birthdate) < GUARDIAN_MINIMUM_AGE) throw new AppError('GUARDIAN_UNDER_AGE');
      const today = todayBusinessDate(now);
      if (guardian.birthdate > today) {
        throw new AppError('VALIDATION_FAILED', undefined, { 'guardian.birthdate': '생년월일을 다시 확인해 주세요.' });
      }
      if (ageOn(guardian.birthdate, today) >= MINIMUM_SIGNUP_AGE) {
        const error = new AppError('SIGNUP_NOT_UNDER_14');
        throw new AppError('SIGNUP_NOT_UNDER_14', error.message, { 'guardian.birthdate': error.message });
      }
      if (await isLoginIdTaken(trx, body.userInputId)) throw loginIdTaken();
      await insertUser(trx, {
        ...common,
        user_nm: guardian.userNm,
        birthdate: guardian.birthdate,
        gender_cd: guardian.genderCd,
        mobile_no: null,
        parent_nm: identity.name,
        parent_ci_enc: ctx.adapters.crypto.encrypt(identity.ci, 'ci'),
        guardian_consented_at: now,
        marketing_consent: marketing,
        night_receive_consent: body.consents.night,
      });
      await insertConsents(trx, consentRows(userId, body.consents, now, { marketing, guardian: true }));
      if (body.profileImageId) {
        await claimSignupProfileImage(trx, { uploadId: body.profileImageId, transId: guardian.transId, userId, now });
      }
      const guardianAccount = await findUserByDiIndex(trx, identity.diIndex);
      if (guardianAccount && guardianAccount.status !== 'withdrawn') {
        await insertLink(trx, {
          parentUserId: guardianAccount.id,
          childUserId: userId,
          relationType: guardian.relationType,
          now,
        });
      }
      return { userId, userInputId: body.userInputId, signedIn: await signInNewMember(ctx, trx, userId, client) };
    });
  } catch (error) {
    throw await refusalOfConflict(ctx, error, diIndex);
  }
}
