import { timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@academy/domain/account/account.rules';
import type { SocialCallbackResponse, socialCompleteBody } from '@academy/domain/account/account.schema';
import { DEFAULT_PROFILE_FILE_NM, MINIMUM_SIGNUP_AGE } from '@academy/domain/signup/signup.constants';
import { mapSocialProfile, type SocialJoinFields } from '@academy/domain/signup/signup.social';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { DEFAULT_NEXT, SOCIAL_SIGNUP_TTL_MS, SOCIAL_STATE_TTL_MS } from './account.constants';
import { claimIdentity, duplicateAccountError, identityMatchesUser, uniqueViolation } from './account.identity';
import {
  findSocialAccount,
  findUserByDiIndex,
  findUserById,
  findUsersOfPerson,
  insertConsents,
  insertSocialAccount,
  insertUser,
  socialProvidersOf,
} from './account.queries';
import { type ClientInfo, type SignedIn, signIn } from './auth.service';
import { issueToken, randomToken, useTokenOnce } from './one-time';
import { ageToday, consentRows } from './signup.service';

/**
 * Kakao, Naver and Apple login through `ctx.adapters.social`:
 * start (a random state, kept hashed and in a short-lived cookie, plus a PKCE verifier for Kakao)
 * → the provider → callback (state checked, code exchanged): logged in when the provider account is
 * linked; otherwise the mapped profile waits 30 minutes behind a `socialToken` while the person
 * verifies their identity → complete: linked to their existing account (same DI) or a new one.
 */

const RESULT_PAGES: Record<SocialProvider, string> = {
  kakao: '/loginKakaoResult',
  naver: '/loginNaverResult',
  apple: '/loginAppleResult',
};

/** Providers that accept PKCE (Naver and Apple do not). */
const PKCE_PROVIDERS: readonly SocialProvider[] = ['kakao'];

type StatePayload = { provider: SocialProvider; codeVerifier?: string; redirectUri: string; next: string };
type SignupPayload = {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  profile: SocialJoinFields;
  next: string;
};

export const resultPageOf = (provider: SocialProvider) => RESULT_PAGES[provider];

const failed = () =>
  new AppError('SOCIAL_LOGIN_FAILED', '로그인 요청을 확인할 수 없습니다. 처음부터 다시 로그인해 주세요.');

export async function startSocialLogin(
  ctx: AppContext,
  provider: SocialProvider,
  input: { next?: string; origin: string },
): Promise<{ url: string; state: string; maxAgeSeconds: number }> {
  const state = randomToken();
  const codeVerifier = PKCE_PROVIDERS.includes(provider) ? randomToken() : undefined;
  const redirectUri = `${input.origin}${RESULT_PAGES[provider]}`;
  const url = ctx.adapters.social.authorizationUrl(provider, { state, codeVerifier, redirectUri });
  const payload: StatePayload = { provider, codeVerifier, redirectUri, next: input.next ?? DEFAULT_NEXT };
  await issueToken(ctx.db, {
    kind: 'social-state',
    payload,
    ttlMs: SOCIAL_STATE_TTL_MS,
    now: ctx.clock.now(),
    token: state,
  });
  return { url: url.href, state, maxAgeSeconds: SOCIAL_STATE_TTL_MS / 1000 };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function socialCallback(
  ctx: AppContext,
  provider: SocialProvider,
  input: { code: string; state: string; user?: string; cookieState: string | undefined },
  client: ClientInfo,
): Promise<{ response: SocialCallbackResponse; signedIn?: SignedIn }> {
  if (!input.cookieState || !sameText(input.cookieState, input.state)) throw failed();
  const now = ctx.clock.now();
  const stateRow = await useTokenOnce(ctx.db, 'social-state', input.state, now);
  const state = stateRow?.payload as StatePayload | undefined;
  if (!state || state.provider !== provider) throw failed();

  const profile = await ctx.adapters.social.exchange(provider, {
    code: input.code,
    codeVerifier: state.codeVerifier,
    redirectUri: state.redirectUri,
    state: input.state,
    appleUser: input.user,
  });

  const link = await findSocialAccount(ctx.db, provider, profile.providerUserId);
  const linkedUser = link ? await findUserById(ctx.db, link.user_id) : undefined;
  if (linkedUser?.status === 'dormant') throw new AppError('ACCOUNT_DORMANT');
  if (linkedUser?.status === 'active') {
    const signedIn = await ctx.db
      .transaction()
      .execute((trx) => signIn(ctx, trx, { user: linkedUser, keep: true, client }));
    return { response: { status: 'logged-in', next: state.next }, signedIn };
  }

  const mapped = mapSocialProfile({
    name: profile.name,
    nickname: profile.nickname,
    birthyear: profile.birthyear,
    birthday: profile.birthday,
    profileImage: profile.profileImageUrl,
    mobile: profile.mobileNo,
  });
  const payload: SignupPayload = {
    provider,
    providerUserId: profile.providerUserId,
    email: profile.email ?? null,
    profile: mapped,
    next: state.next,
  };
  const issued = await issueToken(ctx.db, { kind: 'social-signup', payload, ttlMs: SOCIAL_SIGNUP_TTL_MS, now });
  return {
    response: {
      status: 'needs-verification',
      socialToken: issued.token,
      profile: {
        provider,
        userNm: mapped.userNm,
        userNickNm: mapped.userNickNm,
        email: payload.email,
        birthdate: mapped.birthdate,
        mobileNo: mapped.mobileNo,
        profileImageUrl: mapped.profileImageUrl,
      },
    },
  };
}

type SocialCompleteBody = z.infer<typeof socialCompleteBody>;

const consentsRequired = () => {
  const error = new AppError('CONSENTS_REQUIRED');
  return new AppError('CONSENTS_REQUIRED', error.message, { consents: error.message });
};

/** The nickname rule of SPEC §4, then the verified name, within the nickname's 20 characters. */
const nicknameOf = (profile: SocialJoinFields, verifiedName: string) =>
  (profile.userNickNm ?? verifiedName).slice(0, 20);

/**
 * After the person verified (purpose 'signup'): their account (same DI, or a pre-verification
 * account under the same name, birth date and mobile) gets the social login linked; otherwise a
 * new account is made from the verified identity and the mapped profile, with the consents.
 */
export async function completeSocialLogin(
  ctx: AppContext,
  body: SocialCompleteBody,
  client: ClientInfo,
): Promise<{ status: 'linked' | 'joined'; next: string; signedIn: SignedIn }> {
  const now = ctx.clock.now();
  let diIndex: string | undefined;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await useTokenOnce(trx, 'social-signup', body.socialToken, now);
      if (!row) throw new AppError('SOCIAL_LOGIN_EXPIRED');
      const pending = row.payload as SignupPayload;
      const identity = await consumeVerifiedIdentity(ctx, body.transId, 'signup', { db: trx });
      diIndex = identity.diIndex;

      const candidates = (await findUsersOfPerson(trx, identity)).filter((user) => identityMatchesUser(user, identity));
      const existing = candidates.find((user) => user.di_index === identity.diIndex) ?? candidates[0];
      const alreadyLinked = await findSocialAccount(trx, pending.provider, pending.providerUserId);

      if (existing) {
        if (existing.status === 'dormant') throw new AppError('ACCOUNT_DORMANT');
        if (alreadyLinked && alreadyLinked.user_id !== existing.id) throw new AppError('SOCIAL_ALREADY_LINKED');
        if (!alreadyLinked) {
          if ((await socialProvidersOf(trx, existing.id)).includes(pending.provider)) {
            throw new AppError('SOCIAL_ALREADY_LINKED');
          }
          await insertSocialAccount(trx, { ...pending, userId: existing.id, now });
        }
        await claimIdentity(ctx, trx, existing, identity);
        const signedIn = await signIn(ctx, trx, { user: existing, keep: body.keep, client });
        return { status: 'linked' as const, next: pending.next, signedIn };
      }

      if (alreadyLinked) throw new AppError('SOCIAL_ALREADY_LINKED');
      if (!body.consents) throw consentsRequired();
      if (ageToday(ctx, identity.birthdate) < MINIMUM_SIGNUP_AGE) throw new AppError('SIGNUP_UNDER_14');
      const userId = newId();
      await insertUser(trx, {
        id: userId,
        login_id: null,
        password_hash: null,
        user_nm: identity.name,
        user_nick_nm: nicknameOf(pending.profile, identity.name),
        birthdate: identity.birthdate,
        gender_cd: identity.genderCd,
        mobile_no: identity.mobileNo ?? pending.profile.mobileNo,
        email: pending.email,
        profile_file_nm: pending.profile.profileImageUrl ?? DEFAULT_PROFILE_FILE_NM,
        ci_enc: ctx.adapters.crypto.encrypt(identity.ci, 'ci'),
        di_enc: ctx.adapters.crypto.encrypt(identity.di, 'di'),
        di_index: identity.diIndex,
        marketing_consent: body.consents.marketing,
        night_receive_consent: body.consents.night,
        last_active_at: now,
        created_at: now,
        updated_at: now,
      });
      await insertConsents(trx, consentRows(userId, body.consents, now));
      await insertSocialAccount(trx, { ...pending, userId, now });
      const user = await findUserById(trx, userId);
      if (!user) throw new AppError('INTERNAL');
      const signedIn = await signIn(ctx, trx, { user, keep: body.keep, client });
      return { status: 'joined' as const, next: pending.next, signedIn };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_di_index_uq' && diIndex) {
      const holder = await findUserByDiIndex(ctx.db, diIndex);
      if (holder) throw await duplicateAccountError(ctx.db, holder);
    }
    if (constraint === 'social_accounts_pk' || constraint === 'social_accounts_user_provider_uq') {
      throw new AppError('SOCIAL_ALREADY_LINKED');
    }
    throw error;
  }
}
