import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export type UserStatus = 'active' | 'dormant' | 'withdrawn';

export type UsersTable = {
  id: string;
  login_id: string | null;
  password_hash: string | null;
  user_nm: string;
  user_nick_nm: string | null;
  mobile_no: string | null;
  email: string | null;
  birthdate: ColumnType<string | null, string | null | undefined, string | null>;
  gender_cd: string | null;
  profile_file_nm: Generated<string>;
  status: Generated<UserStatus>;
  last_active_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type InstitutesTable = {
  id: string;
  inst_nm: string;
  tel_no: string | null;
  address: string | null;
  detail_address: string | null;
  president_user_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type MembershipStatus = 'active' | 'ended';

export type MembershipsTable = {
  inst_id: string;
  user_id: string;
  /** SPEC §6: 010 student, 020 director, 030 manager, 050 teacher; null means parent. */
  relation_cd: '010' | '020' | '030' | '050' | null;
  /** Staff permission codes joined by '#', or '000' for all. */
  auth_cd: string | null;
  status: Generated<MembershipStatus>;
  started_at: CreatedAt;
  ended_at: Date | null;
};

export type FamilyLinksTable = {
  parent_user_id: string;
  child_user_id: string;
  relation_type: string;
  created_at: CreatedAt;
};

export type AuditLogTable = {
  id: string;
  inst_id: string | null;
  actor_user_id: string | null;
  action: string;
  target: string;
  before: Json;
  after: Json;
  at: CreatedAt;
};

export type SessionsTable = {
  id: string;
  /** SHA-256 of the cookie's token: a database leak does not hand out live sessions. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  /** 로그인 유지: a 30-day cookie; otherwise a browser-session cookie. */
  persistent: boolean;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Date | string;
  revoked_at: Date | string | null;
};

export type OutboxChannel = 'sms' | 'lms' | 'mms' | 'alimtalk' | 'email' | 'push';

/** What the sandbox messaging adapters "sent": readable at /dev/outbox. */
export type OutboxMessagesTable = {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  template_code: string | null;
  purpose: string;
  inst_id: string | null;
  created_at: CreatedAt;
};

export type DB = {
  users: UsersTable;
  institutes: InstitutesTable;
  memberships: MembershipsTable;
  family_links: FamilyLinksTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  outbox_messages: OutboxMessagesTable;
  identity_verifications: IdentityVerificationsTable;
  dev_oauth_codes: DevOauthCodesTable;
};

export type Database = Kysely<DB>;
/** A query runs on the database or inside a transaction alike. */
export type Executor = Kysely<DB> | Transaction<DB>;

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Institute = Selectable<InstitutesTable>;
export type Membership = Selectable<MembershipsTable>;

export type IdentityProviderKind = 'sandbox' | 'toss';
export type IdentityVerificationStatus = 'pending' | 'completed' | 'failed' | 'expired';
type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** 본인확인 transactions of every provider; CI/DI only encrypted (`*_enc`) and as a blind index. */
export type IdentityVerificationsTable = {
  id: string;
  provider: IdentityProviderKind;
  provider_tx_id: string;
  purpose: string;
  status: Generated<IdentityVerificationStatus>;
  return_url: string;
  req_user_nm: string | null;
  req_birthdate: DateOnly;
  req_gender_cd: string | null;
  req_carrier: string | null;
  req_mobile_no: string | null;
  code_hash: string | null;
  code_expires_at: Timestamp;
  codes_sent: Generated<number>;
  attempts: Generated<number>;
  user_nm: string | null;
  birthdate: DateOnly;
  gender_cd: 'M' | 'F' | null;
  mobile_no: string | null;
  carrier: string | null;
  ci_enc: string | null;
  di_enc: string | null;
  di_index: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: Timestamp;
  consumed_at: Timestamp;
  created_at: CreatedAt;
};

/** One-time codes of the sandbox social login (features/dev-oauth). */
export type DevOauthCodesTable = {
  code_hash: string;
  provider: 'kakao' | 'naver' | 'apple';
  redirect_uri: string;
  code_challenge: string | null;
  profile: Json;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Timestamp;
  created_at: CreatedAt;
};

export type IdentityVerification = Selectable<IdentityVerificationsTable>;
