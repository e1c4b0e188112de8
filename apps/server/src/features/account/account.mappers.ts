import { roleFromRelationCd } from '@academy/domain/access/access.roles';
import { type LoginMethod, SOCIAL_PROVIDERS, type SocialProvider } from '@academy/domain/account/account.rules';
import type { MeResponse, ProfileResponse } from '@academy/domain/account/account.schema';
import { RELATION_TYPES, type RelationType } from '@academy/domain/account/family.schema';
import { displayMaskedPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Executor, User } from '../../db/database';
import { type FileLinkSigner, signedFileLink } from '../../platform/files/signed-links';
import { activeMembershipsOf, familyLinksOf, socialProvidersOf } from './account.queries';

/** How an account signs in: its password (when it has a login id and password), then its social logins. */
export function loginMethodsOf(user: Pick<User, 'login_id' | 'password_hash'>, providers: SocialProvider[]) {
  const methods: LoginMethod[] = user.login_id && user.password_hash ? ['password'] : [];
  for (const provider of SOCIAL_PROVIDERS) if (providers.includes(provider)) methods.push(provider);
  return methods;
}

/** The uploaded photo's signed address (platform/files/signed-links), or null while the stock picture is used. */
const profileImageUrlOf = (ctx: FileLinkSigner, user: Pick<User, 'profile_upload_id'>): string | null =>
  user.profile_upload_id ? signedFileLink(ctx, user.profile_upload_id) : null;

const genderOf = (value: string | null) => (value === 'M' || value === 'F' ? value : null);

/** Family links store one of RELATION_TYPES; anything else (older data) reads as 기타. */
export const relationTypeOf = (value: string): RelationType =>
  (RELATION_TYPES as readonly string[]).includes(value) ? (value as RelationType) : '기타';

export async function meOf(ctx: FileLinkSigner, db: Executor, user: User, csrfToken: string): Promise<MeResponse> {
  const [providers, memberships, family] = await Promise.all([
    socialProvidersOf(db, user.id),
    activeMembershipsOf(db, user.id),
    familyLinksOf(db, user.id),
  ]);
  const summary = (row: { id: string; user_nm: string; relation_type: string }) => ({
    userId: row.id,
    userNm: row.user_nm,
    relationType: relationTypeOf(row.relation_type),
  });
  return {
    user: {
      userId: user.id,
      userInputId: user.login_id,
      userNm: user.user_nm,
      userNickNm: user.user_nick_nm,
      mobileNo: user.mobile_no,
      email: user.email,
      profileFileNm: user.profile_file_nm,
      profileImageUrl: profileImageUrlOf(ctx, user),
      birthdate: user.birthdate,
      genderCd: genderOf(user.gender_cd),
      loginMethods: loginMethodsOf(user, providers),
      marketingConsent: user.marketing_consent,
      nightReceiveConsent: user.night_receive_consent,
    },
    memberships: memberships.map((row) => ({
      instId: row.inst_id,
      instNm: row.inst_nm,
      relationCd: row.relation_cd,
      role: roleFromRelationCd(row.relation_cd),
      authCd: row.auth_cd,
    })),
    children: family.children.map(summary),
    guardians: family.guardians.map(summary),
    csrfToken,
  };
}

export async function profileOf(ctx: FileLinkSigner, db: Executor, user: User): Promise<ProfileResponse> {
  const providers = await socialProvidersOf(db, user.id);
  return {
    userId: user.id,
    userInputId: user.login_id,
    userNm: user.user_nm,
    userNickNm: user.user_nick_nm,
    mobileNo: user.mobile_no,
    email: user.email,
    birthdate: user.birthdate,
    genderCd: genderOf(user.gender_cd),
    profileFileNm: user.profile_file_nm,
    profileImageUrl: profileImageUrlOf(ctx, user),
    address: user.address,
    detailAddress: user.detail_address,
    schoolNm: user.school_nm,
    gradeYear: user.grade_year,
    subjects: user.subjects,
    regions: user.regions,
    marketingConsent: user.marketing_consent,
    nightReceiveConsent: user.night_receive_consent,
    loginMethods: loginMethodsOf(user, providers),
    joinedAt: user.created_at.toISOString(),
  };
}

/** A family member's mobile as the other side sees it: masked, or `번호 없음`. */
export const maskedMobileOf = (mobileNo: string | null): string => displayMaskedPhoneNo(mobileNo);
