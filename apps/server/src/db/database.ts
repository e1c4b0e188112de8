import type { UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Kysely, Selectable, Transaction } from 'kysely';

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
  // ── accounts (202611220300) ──
  /** CI and DI of the member's own verification, sealed; DI also as a unique blind index. */
  ci_enc: ColumnType<string | null, string | null | undefined, string | null>;
  di_enc: ColumnType<string | null, string | null | undefined, string | null>;
  di_index: ColumnType<string | null, string | null | undefined, string | null>;
  /** Under 14: the legal guardian who verified and consented (name, sealed CI, when). */
  parent_nm: ColumnType<string | null, string | null | undefined, string | null>;
  parent_ci_enc: ColumnType<string | null, string | null | undefined, string | null>;
  guardian_consented_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  detail_address: ColumnType<string | null, string | null | undefined, string | null>;
  school_nm: ColumnType<string | null, string | null | undefined, string | null>;
  grade_year: ColumnType<number | null, number | null | undefined, number | null>;
  subjects: ColumnType<string[], string[] | undefined, string[]>;
  regions: ColumnType<string[], string[] | undefined, string[]>;
  recommend_cd: ColumnType<string | null, string | null | undefined, string | null>;
  marketing_consent: Generated<boolean>;
  night_receive_consent: Generated<boolean>;
  /** Wrong passwords in a row from every address; past ACCOUNT_FAILURE_LIMIT the slower account-wide back-off holds until `locked_until`. */
  login_failures: Generated<number>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  dormant_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  // ── files (202611221000) ──
  /** The uploaded profile photo in use; null while the stock picture `profile_file_nm` is shown. */
  profile_upload_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type InstitutesTable = {
  id: string;
  inst_nm: string;
  tel_no: string | null;
  address: string | null;
  detail_address: string | null;
  president_user_id: string;
  /** Kind of institute: 'ACADEMY' 학원, 'TUTORING' 교습소, 'STUDY_ROOM' 공부방 (see domain institute rules). */
  inst_tp_cd: Generated<string>;
  subjects: Generated<string[]>;
  biz_reg_no: string | null;
  logo_file_nm: string | null;
  /** The uploaded logo in use (202611221000); `logo_file_nm` keeps its original name. */
  logo_upload_id: ColumnType<string | null, string | null | undefined, string | null>;
  intro: string | null;
  /** City/town codes, at most 5 (SettingArea). */
  regions: Generated<string[]>;
  /** SPEC §3 inst group first-use flags: feature → true once used. */
  first_use: ColumnType<Record<string, boolean>, string | undefined, string>;
  status: Generated<'active' | 'closed'>;
  closed_at: Date | null;
  /** Minutes after a class starts when a student not checked in is marked absent (0 = off). */
  auto_absent_minutes: Generated<number>;
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
  /** Staff-only note about the member (ModifyUserInfo). */
  memo: string | null;
  /** How the academy shows this member, when it differs from the account name. */
  display_nm: string | null;
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

/** One text message, AlimTalk, e-mail or push as the messaging adapters take it, in columns. */
type MessageColumns = {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  template_code: string | null;
  purpose: string;
  inst_id: string | null;
};

/** What the sandbox messaging adapters "sent": readable at /dev/outbox. */
export type OutboxMessagesTable = MessageColumns & { created_at: CreatedAt };

/** Messages a request wrote to send after it commits (platform/messages): kept until sent or out of tries. */
export type QueuedMessagesTable = MessageColumns & {
  created_at: ColumnType<Date, Date | string, never>;
  tries: Generated<number>;
  next_try_at: ColumnType<Date, Date | string, Date | string>;
};

export type InvitePurpose = 'staff' | 'student' | 'parent';

export type InvitesTable = {
  inst_id: string;
  id: string;
  code: string;
  purpose: InvitePurpose;
  relation_cd: '030' | '050' | null;
  student_id: string | null;
  target_nm: string | null;
  target_mobile_no: string | null;
  created_by: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  accepted_at: Date | string | null;
  accepted_by: string | null;
};

export type JoinRequestsTable = {
  inst_id: string;
  id: string;
  user_id: string;
  requested_role: InvitePurpose;
  message: string | null;
  status: Generated<'pending' | 'approved' | 'rejected' | 'cancelled'>;
  decided_by: string | null;
  decided_at: Date | string | null;
  created_at: CreatedAt;
};

export type StudentStatus = 'enrolled' | 'paused' | 'left';

export type StudentsTable = {
  inst_id: string;
  id: string;
  /** The student's own account, once connected. */
  user_id: string | null;
  student_nm: string;
  birthdate: ColumnType<string | null, string | null | undefined, string | null>;
  gender_cd: 'M' | 'F' | null;
  school_nm: string | null;
  grade_year: number | null;
  mobile_no: string | null;
  status: Generated<StudentStatus>;
  status_since: ColumnType<string | null, string | null | undefined, string | null>;
  memo: string | null;
  /** The kiosk number (default: the last 4 digits of the mobile); not unique, duplicates are asked about. */
  desk_pin: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Initial consonants of the name (ㄱㅁㅅ search), computed by PostgreSQL (202611220510). */
  student_nm_choseong: GeneratedAlways<string>;
};

export type StudentGuardiansTable = {
  inst_id: string;
  id: string;
  student_id: string;
  guardian_nm: string;
  mobile_no: string | null;
  relation_type: Generated<string>;
  /** The guardian's account, once connected. */
  user_id: string | null;
  created_at: CreatedAt;
  /** Initial consonants of the name, computed by PostgreSQL (202611220510). */
  guardian_nm_choseong: GeneratedAlways<string>;
};

/** A checked batch file waiting to be imported (one hour, taken once). */
export type StudentImportPreviewsTable = {
  inst_id: string;
  id: string;
  created_by: string;
  file_name: string;
  total: number;
  valid_count: number;
  rows: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type StudentStatusChangesTable = {
  inst_id: string;
  id: string;
  student_id: string;
  from_status: StudentStatus;
  to_status: StudentStatus;
  effective_date: ColumnType<string, string, string>;
  reason: string | null;
  changed_by: string;
  at: CreatedAt;
};

export type StudentMemosTable = {
  inst_id: string;
  id: string;
  student_id: string;
  memo_date: ColumnType<string, string, string>;
  content: string;
  author_user_id: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/** In-app notifications (the bell); push and AlimTalk deliver the same records when configured. */
export type NotificationsTable = {
  id: string;
  user_id: string;
  inst_id: string | null;
  type: string;
  title: string;
  body: string;
  link: string | null;
  created_at: CreatedAt;
  read_at: Date | string | null;
  // ── notification delivery (202611271400, decision 0046) ──
  subject_kind: ColumnType<
    'notice' | 'board' | 'comment' | null,
    'notice' | 'board' | 'comment' | null | undefined,
    never
  >;
  subject_id: ColumnType<string | null, string | null | undefined, never>;
  advertising: Generated<boolean>;
  message_template: ColumnType<string | null, string | null | undefined, never>;
  message_variables: ColumnType<Record<string, string> | null, string | null | undefined, never>;
  /** Null until the planner made its deliveries (platform/notifications/delivery-plan). */
  planned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why the app's list leaves it out: advertising without marketing consent, or turned off. */
  withheld: ColumnType<string | null, string | null | undefined, string | null>;
};

export type DeliveryChannelColumn = 'webpush' | 'fcm' | 'alimtalk' | 'sms' | 'lms';
export type DeliveryStatusColumn = 'pending' | 'held' | 'sending' | 'sent' | 'failed';

/** One notification by one channel: planned once (unique per notification and channel), sent by jobs. */
export type NotificationDeliveriesTable = {
  id: string;
  notification_id: string;
  channel: DeliveryChannelColumn;
  status: DeliveryStatusColumn;
  attempts: Generated<number>;
  /** When it is due; while `sending`, when the claim lapses (a process that died leaves it to the next). */
  next_attempt_at: ColumnType<Date, Date | string, Date | string>;
  reason: string | null;
  last_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string, never>;
};

/** A category a person set for a channel (absent: on). */
export type NotificationPreferencesTable = {
  user_id: string;
  category: string;
  channel: 'app' | 'push' | 'message';
  enabled: boolean;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** A browser's web push subscription (one per endpoint), for its signed-in person. */
export type PushSubscriptionsTable = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** The app wrapper's native push token (FCM) of a device. */
export type DeviceTokensTable = {
  id: string;
  user_id: string;
  token: string;
  device_type: 'ANDROID' | 'IOS' | 'PC' | 'ANY';
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** Every paid message sent (AlimTalk, SMS, LMS), with its price then: the monthly cost summary. */
export type MessageSendsTable = {
  id: string;
  inst_id: string | null;
  channel: 'alimtalk' | 'sms' | 'lms';
  purpose: string;
  won: number;
  sent_at: ColumnType<Date, Date | string, never>;
};

export type TuitionsTable = {
  inst_id: string;
  id: string;
  tuition_nm: string;
  /** Integer won. */
  amount: number;
  /** Per month, or per round (roundInfo {round, tuition}). */
  billing_unit: Generated<'MONTH' | 'ROUND'>;
  rounds: number | null;
  created_at: CreatedAt;
};

type BusinessDate = ColumnType<string, string, string>;
type OptionalBusinessDate = ColumnType<string | null, string | null | undefined, string | null>;
/** 'HH:MM:SS' as PostgreSQL returns `time`; written as 'HH:MM'. */
type TimeOfDay = ColumnType<string, string, string>;

export type ClassesTable = {
  inst_id: string;
  id: string;
  class_nm: string;
  compulsory_subject: string | null;
  /** See the classes domain rules for the codes (group / 1:1). */
  class_tp_cd: Generated<string>;
  fixed: number | null;
  /** Weekdays 0 (Sunday) … 6 (Saturday). */
  lec_days: Generated<number[]>;
  lec_start_dt: BusinessDate;
  lec_end_dt: OptionalBusinessDate;
  tuition_id: string | null;
  pay_dt_tp_cd: Generated<string>;
  appointed_dt: Generated<string>;
  image_file_nm: string | null;
  upload_images: Generated<string[]>;
  show_yn: Generated<string>;
  class_intro_content: string | null;
  tags: Generated<string[]>;
  status: Generated<'open' | 'closed'>;
  closed_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

export type ClassTeachersTable = { inst_id: string; class_id: string; user_id: string; is_main: Generated<boolean> };

export type ClassLecturesTable = {
  inst_id: string;
  id: string;
  class_id: string;
  weekday: number;
  start_time: TimeOfDay;
  end_time: TimeOfDay;
  room: string | null;
};

export type ClassStudentsTable = {
  inst_id: string;
  id: string;
  class_id: string;
  student_id: string;
  start_date: BusinessDate;
  end_date: OptionalBusinessDate;
  created_at: CreatedAt;
};

export type ClassSessionsTable = {
  inst_id: string;
  id: string;
  class_id: string;
  kind: 'cancel' | 'reschedule' | 'makeup';
  original_date: OptionalBusinessDate;
  session_date: OptionalBusinessDate;
  start_time: ColumnType<string | null, string | null | undefined, string | null>;
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
  room: string | null;
  reason: string | null;
  created_by: string | null;
  created_at: CreatedAt;
};

/** The students chosen for a makeup session. */
export type ClassSessionStudentsTable = {
  inst_id: string;
  session_id: string;
  student_id: string;
  /** The attendance row (ABSENT) the makeup makes up; null when none was recorded. */
  absence_id: string | null;
  created_at: CreatedAt;
};

/** A teacher typed in on /selectTeacher, invited and waiting to accept (then a class_teachers row). */
export type ClassPendingTeachersTable = {
  inst_id: string;
  class_id: string;
  invite_id: string;
  teacher_nm: string;
  is_main: Generated<boolean>;
  created_at: CreatedAt;
};

/** A student moved from one class to another from `move_date` (ClassMoving); the enrolments carry the dates. */
export type ClassMovesTable = {
  inst_id: string;
  id: string;
  student_id: string;
  from_class_id: string;
  to_class_id: string;
  move_date: BusinessDate;
  from_enrolment_id: string | null;
  to_enrolment_id: string | null;
  moved_by: string;
  created_at: CreatedAt;
};

export type AttendanceStatus = 'PRESENT' | 'LATE' | 'ABSENT' | 'EARLY_LEAVE' | 'MAKEUP';

export type AttendanceTable = {
  inst_id: string;
  id: string;
  class_id: string;
  student_id: string;
  attend_date: BusinessDate;
  status: AttendanceStatus;
  memo: string | null;
  source: Generated<'teacher' | 'desk' | 'auto'>;
  makeup_for_id: string | null;
  makeup_session_id: string | null;
  marked_by: string | null;
  marked_at: UpdatedAt;
};

export type DeskDevicesTable = {
  inst_id: string;
  id: string;
  token_hash: string;
  unlocked_by: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  revoked_at: Date | string | null;
};

export type DeskVisitsTable = {
  inst_id: string;
  id: string;
  student_id: string;
  business_date: BusinessDate;
  check_in_at: Date | string;
  check_out_at: Date | string | null;
};

export type DeskBreaksTable = {
  inst_id: string;
  id: string;
  visit_id: string;
  out_at: Date | string;
  back_at: Date | string | null;
};

/**
 * Uploaded files (202611221000, 202611261230): the bytes are in the file storage under
 * `storage_key`; `attached_at` is set once something uses the file (rows never attached are cleaned up).
 */
export type UploadsTable = {
  id: string;
  /** Null only while a sign-up photo waits for its sign-up (then `signup_trans_id` is set). */
  owner_user_id: string | null;
  inst_id: string | null;
  purpose: UploadPurpose;
  original_nm: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  signup_trans_id: string | null;
  created_at: CreatedAt;
  attached_at: Date | null;
};

/** Wrong passwords per account and client address; at LOGIN_FAILURE_LIMIT that address is locked until `locked_until`. */
export type LoginAttemptsTable = {
  user_id: string;
  client: string;
  failures: number;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** Hits of a rate-limited route from one client within the window ending at `window_ends_at`. */
export type RateLimitsTable = {
  key: string;
  hits: number;
  window_ends_at: ColumnType<Date, Date | string, Date | string>;
};

/** Runs of the background jobs (platform/jobs): a scheduled run claims its job's due time once across processes. */
export type JobRunsTable = {
  id: string;
  job_name: string;
  /** The start of the interval this run is due for; null for a run asked for by hand. */
  due_at: Date | null;
  /** The process that ran it (host#pid). */
  runner: string;
  started_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: Date | null;
  outcome: Generated<'running' | 'succeeded' | 'failed'>;
  error: string | null;
};

// ── notices (202611271410, decision 0047) ──

/** A notice (공지): what was written and how it is sent; `sent_at` null until it went out. */
export type NoticesTable = {
  inst_id: string;
  id: string;
  writer_user_id: string;
  title: string;
  content: string;
  audience_kind: 'academy' | 'classes' | 'people';
  pinned: Generated<boolean>;
  confirm_requested: Generated<boolean>;
  alim_talk: Generated<boolean>;
  advertising: Generated<boolean>;
  send_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  publish_at: ColumnType<Date, Date | string, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  image_upload_ids: ColumnType<string[], string[] | undefined, string[]>;
  file_upload_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  deleted_by: string | null;
};

/** What a notice's writer chose: a class, a student or a staff member per row. */
export type NoticeTargetsTable = {
  inst_id: string;
  notice_id: string;
  id: string;
  class_id: string | null;
  student_id: string | null;
  user_id: string | null;
};

/** The children a sent notice is addressed to (studentMaxCnt). */
export type NoticeStudentsTable = { inst_id: string; notice_id: string; student_id: string };

/** Who a sent notice went to, per child (null: staff), with the relation then. */
export type NoticeRecipientsTable = {
  inst_id: string;
  notice_id: string;
  user_id: string;
  student_id: string | null;
  relation: string | null;
};

/** Who opened a notice, and their 확인했습니다. */
export type NoticeReadsTable = {
  inst_id: string;
  notice_id: string;
  user_id: string;
  read_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type AcademyExportStatus = 'running' | 'ready' | 'failed' | 'expired';

/** Exports of a whole academy (202611271100, features/academy-export): progress, then the stored .zip until it expires. */
export type AcademyExportsTable = {
  inst_id: string;
  id: string;
  requested_by: string;
  status: Generated<AcademyExportStatus>;
  done: Generated<number>;
  total: Generated<number>;
  storage_key: string | null;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  heartbeat_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

// ── class feed and board (202611271420, decision 0048) ───────────────────────

/** A post to a class, or a 알림장 (`personal`) to one student; `hidden_at` once staff hid it. */
export type BoardsTable = {
  inst_id: string;
  id: string;
  kind: 'class' | 'personal';
  class_id: string | null;
  author_user_id: string;
  content: string;
  /** The business day it was posted: an untagged post reaches the class's students enrolled that day. */
  post_date: ColumnType<string, string, string>;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_by: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** The students a post tags (tagList); a 알림장's one student. */
export type BoardTagsTable = { inst_id: string; board_id: string; student_id: string };

/** Comments (`parent_id` null) and re-replies. */
export type BoardCommentsTable = {
  inst_id: string;
  id: string;
  board_id: string;
  parent_id: string | null;
  author_user_id: string;
  content: string;
  secret: boolean;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_by: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  edited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** A `feed-file` upload: waiting (no post, no comment), or a post's or a comment's. */
export type BoardFilesTable = {
  inst_id: string;
  upload_id: string;
  /** A photo's phone-sized JPEG, another `feed-file` upload. */
  phone_upload_id: string | null;
  uploader_user_id: string;
  board_id: string | null;
  comment_id: string | null;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  width: number | null;
  height: number | null;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, Date | string, never>;
};

export type BoardEmotionsTable = {
  inst_id: string;
  board_id: string;
  user_id: string;
  emotion: 'LIKE' | 'LOVE' | 'FUN' | 'WOW' | 'THANKS';
  created_at: ColumnType<Date, Date | string, Date | string>;
};

export type BoardReadsTable = {
  inst_id: string;
  board_id: string;
  user_id: string;
  read_at: ColumnType<Date, Date | string, Date | string>;
};

export type BoardReportsTable = {
  inst_id: string;
  id: string;
  board_id: string;
  comment_id: string | null;
  reporter_user_id: string;
  reason: 'PRIVACY' | 'ABUSE' | 'SPAM' | 'WRONG_CHILD' | 'OTHER';
  text: string;
  created_at: ColumnType<Date, Date | string, never>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: string | null;
  resolution: 'hidden' | 'deleted' | 'dismissed' | null;
};

// ── chat (202611290100, decision 0054) ───────────────────────────────────────

type Instant = ColumnType<Date, Date | string, Date | string>;
type MaybeInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The academy's chat settings (a row once the director changed them; none: the defaults). */
export type ChatSettingsTable = { inst_id: string; families_may_chat: boolean; updated_at: Instant };

/** Learning reports (202611300300): see the migration for what each table holds. */
export type LearningReportBatchesTable = {
  inst_id: string;
  id: string;
  class_id: string;
  month: string;
  status: Generated<'running' | 'done' | 'failed'>;
  total: Generated<number>;
  done: Generated<number>;
  failed: Generated<number>;
  requested_by: string | null;
  created_at: Instant;
  heartbeat_at: Instant;
  finished_at: Date | string | null;
};

export type LearningReportsTable = {
  inst_id: string;
  id: string;
  kind: 'monthly' | 'birthday';
  student_id: string;
  class_id: string | null;
  month: string;
  status: Generated<'draft' | 'sent'>;
  /** The composed snapshot (features/reports/reports.content.ts). */
  content: ColumnType<unknown, string, string>;
  comment: string | null;
  comment_draft: string | null;
  birthday_message: string | null;
  teacher_user_id: string | null;
  composed_at: Instant;
  sent_at: Date | string | null;
  sent_by: string | null;
  created_at: Instant;
  updated_at: Instant;
};

export type LearningReportReadsTable = {
  inst_id: string;
  report_id: string;
  user_id: string;
  first_read_at: Instant;
  last_read_at: Instant;
};

/** A test of one class (features/grades); `numeric(6,1)` columns read as strings. */
export type GradeTestsTable = {
  inst_id: string;
  id: string;
  class_id: string;
  name: string;
  subject: string;
  test_date: ColumnType<string, string, string>;
  max_score: ColumnType<string, number, number>;
  /** `[{ name, maxScore }]` in order. */
  sections: ColumnType<{ name: string; maxScore: number }[], string | undefined, string>;
  published_at: MaybeInstant;
  published_by: string | null;
  created_by: string | null;
  created_at: Instant;
  updated_at: Instant;
};

/** A student's score of a test, or 결시 (`absent`, no score); no row: not entered. */
export type GradeScoresTable = {
  inst_id: string;
  grade_id: string;
  student_id: string;
  score: ColumnType<string | null, number | null, number | null>;
  absent: Generated<boolean>;
  section_scores: ColumnType<(number | null)[], string | undefined, string>;
  updated_by: string | null;
  updated_at: Instant;
};

/** The academy's grade settings (no row: defaults). */
export type GradeSettingsTable = {
  inst_id: string;
  show_rank: Generated<boolean>;
  updated_at: Instant;
};

/** An assignment to a class (features/homework). */
export type HomeworkTable = {
  inst_id: string;
  id: string;
  class_id: string;
  title: string;
  instructions: Generated<string>;
  due_at: Instant;
  created_by: string | null;
  created_at: Instant;
  updated_at: Instant;
};

/** An assignee, with their state kept in step with their submissions (the list's one row each). */
export type HomeworkAssigneesTable = {
  inst_id: string;
  homework_id: string;
  student_id: string;
  first_submitted_at: MaybeInstant;
  latest_submission_id: string | null;
  submission_cnt: Generated<number>;
  /** The check of the latest version; null while it waits (or nothing handed in). */
  check_result: 'completed' | 'revision' | null;
  reminded_at: MaybeInstant;
};

/** One version handed in (1, 2 …) and the teacher's check of it. */
export type HomeworkSubmissionsTable = {
  inst_id: string;
  id: string;
  homework_id: string;
  student_id: string;
  version: number;
  text: Generated<string>;
  submitted_by: string | null;
  submitted_at: Instant;
  late: boolean;
  check_result: 'completed' | 'revision' | null;
  check_comment: string | null;
  checked_at: MaybeInstant;
  checked_by: string | null;
};

/** A `homework-file` (an assignment's) or `homework-submission` (a version's) upload; both null: waiting. */
export type HomeworkFilesTable = {
  inst_id: string;
  upload_id: string;
  phone_upload_id: string | null;
  uploader_user_id: string;
  purpose: 'homework-file' | 'homework-submission';
  homework_id: string | null;
  submission_id: string | null;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  width: number | null;
  height: number | null;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, Date | string, never>;
};

/** A room: `last_seq` counts its messages; a 1:1 room's pair is `direct_key`, a class room's class `class_id`. */
export type ChatRoomsTable = {
  inst_id: string;
  id: string;
  channel_url: string;
  kind: 'direct' | 'group' | 'class';
  name: string | null;
  class_id: string | null;
  direct_key: string | null;
  last_seq: Generated<number>;
  last_message_at: MaybeInstant;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string, never>;
};

/** A member of a 1:1 or group room (until `left_at`), or a class-room member's read position. */
export type ChatMembersTable = {
  inst_id: string;
  room_id: string;
  user_id: string;
  joined_seq: Generated<number>;
  last_read_seq: Generated<number>;
  joined_at: Instant;
  left_at: MaybeInstant;
  /** A push went out (or is held) while the room stays unread: no second one until it is read. */
  push_state: ColumnType<'sent' | 'held' | null, 'sent' | 'held' | null | undefined, 'sent' | 'held' | null>;
  push_held_until: MaybeInstant;
};

export type ChatMessagesTable = {
  inst_id: string;
  id: string;
  room_id: string;
  seq: number;
  kind: 'user' | 'system';
  sender_user_id: string | null;
  client_id: string | null;
  text: string;
  created_at: ColumnType<Date, Date | string, never>;
  deleted_at: MaybeInstant;
  deleted_by: string | null;
};

/** A `chat-file` upload: waiting (no message yet), or a message's. */
export type ChatFilesTable = {
  inst_id: string;
  upload_id: string;
  phone_upload_id: string | null;
  uploader_user_id: string;
  room_id: string | null;
  message_id: string | null;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  width: number | null;
  height: number | null;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, Date | string, never>;
};

/** A class's study material (docs/decisions/0058-study-materials.md). */
export type StudyMaterialsTable = {
  inst_id: string;
  id: string;
  class_id: string;
  title: string;
  description: Generated<string>;
  folder: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  author_user_id: string;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: Instant;
};

/** A `study-material` upload: waiting (no material yet), or a material's. */
export type StudyMaterialFilesTable = {
  inst_id: string;
  upload_id: string;
  material_id: string | null;
  uploader_user_id: string;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: ColumnType<string, number, number>;
  sort_order: Generated<number>;
  created_at: ColumnType<Date, Date | string, never>;
};

/** One person's downloads of one material file on one business day. */
export type StudyMaterialDownloadsTable = {
  inst_id: string;
  upload_id: string;
  user_id: string;
  day: BusinessDate;
  material_id: string;
  times: Generated<number>;
  first_at: Instant;
  last_at: Instant;
};

export type ChatEtiquetteTable = { inst_id: string; user_id: string; accepted_at: Instant };
export type ChatBlocksTable = {
  inst_id: string;
  blocker_user_id: string;
  blocked_user_id: string;
  created_at: Instant;
};
export type ChatReportsTable = {
  inst_id: string;
  id: string;
  room_id: string;
  message_id: string | null;
  reported_user_id: string | null;
  reporter_user_id: string;
  reason: 'abuse' | 'spam' | 'privacy' | 'other';
  text: string;
  created_at: ColumnType<Date, Date | string, never>;
};
export type ChatQuietHoursTable = {
  inst_id: string;
  user_id: string;
  enabled: boolean;
  start_time: string;
  end_time: string;
  updated_at: Instant;
};

// ── tuition bills and payments (202611271500, decision 0049) ──

type Won = ColumnType<number, number, number>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type BillsTable = {
  inst_id: string;
  id: string;
  student_id: string;
  class_id: string | null;
  enrolment_id: string | null;
  bill_month: BusinessDate;
  title: string;
  period_start: BusinessDate;
  period_end: BusinessDate;
  round: number | null;
  prepayment_months: Generated<number>;
  due_date: BusinessDate;
  subtotal: Won;
  discount: Generated<number>;
  total: Won;
  paid: Generated<number>;
  refunded: Generated<number>;
  status: Generated<'draft' | 'sent' | 'paid' | 'partly_paid' | 'cancelled' | 'refunded'>;
  memo: Generated<string>;
  proration_note: string | null;
  cancel_reason: string | null;
  sent_at: OptionalInstant;
  cancelled_at: OptionalInstant;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type BillItemsTable = {
  inst_id: string;
  bill_id: string;
  seq: number;
  kind: 'tuition' | 'mock_exam' | 'material' | 'uniform' | 'meal' | 'dormitory' | 'vehicle' | 'discount';
  discount_kind: 'sibling' | 'scholarship' | 'other' | null;
  name: string;
  amount: Won;
  reason: string | null;
};

export type PaymentsTable = {
  inst_id: string;
  id: string;
  order_id: string;
  order_name: string;
  method: 'card' | 'virtual_account' | 'billing' | 'cash' | 'transfer';
  provider: 'sandbox' | 'toss' | 'nicepay' | null;
  payment_key: string | null;
  status: Generated<
    'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED'
  >;
  amount: Won;
  cancelled_amount: Generated<number>;
  installment_cd: Generated<string>;
  card_company: string | null;
  card_number_masked: string | null;
  approve_no: string | null;
  receipt_url: string | null;
  va_bank: string | null;
  va_account_number: string | null;
  va_holder: string | null;
  va_due_at: OptionalInstant;
  va_secret_hash: string | null;
  /** The 현금영수증 number given with a virtual-account order, sealed; cleared once the receipt is made (202611281100). */
  va_cash_receipt_identity_enc: ColumnType<string | null, string | null | undefined, string | null>;
  payer_user_id: string | null;
  recorded_by: string | null;
  paid_date: OptionalBusinessDate;
  failure_code: string | null;
  failure_message: string | null;
  approved_at: OptionalInstant;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type PaymentBillsTable = { inst_id: string; payment_id: string; bill_id: string; amount: Won };

export type PaymentCancelsTable = {
  inst_id: string;
  id: string;
  payment_id: string;
  bill_id: string;
  amount: Won;
  reason: string;
  refund_rule: string | null;
  explanation: string | null;
  transaction_key: string | null;
  due_date: BusinessDate;
  status: Generated<'requested' | 'done' | 'failed'>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  done_at: OptionalInstant;
};

export type BillingSettingsTable = {
  inst_id: string;
  auto_issue: Generated<boolean>;
  auto_issue_days_before: Generated<number>;
  auto_issue_hour: Generated<number>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** A payment's 현금영수증; the payer's number only sealed (`crypto.encrypt(…, 'cash-receipt')`). */
export type CashReceiptsTable = {
  inst_id: string;
  id: string;
  payment_id: string;
  purpose: 'income_deduction' | 'expense_proof';
  /** Null when issued on 국세청's self-issue number. */
  identity_enc: string | null;
  identity_masked: string;
  self_issued: boolean;
  amount: Won;
  status: Generated<'pending' | 'issued' | 'failed' | 'cancelled'>;
  due_date: BusinessDate;
  receipt_key: string | null;
  issue_number: string | null;
  receipt_url: string | null;
  issued_at: OptionalInstant;
  cancelled_at: OptionalInstant;
  failure_message: string | null;
  attempts: Generated<number>;
  /** What refunds cancelled of it (202611281100). */
  cancelled_amount: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

// ── registered cards and automatic payment (202611281000, decision 0049 addendum) ──

/** A family account's card in one academy: the provider's billing key only sealed (`crypto.encrypt(…, 'billing-key')`). */
export type RegisteredCardsTable = {
  inst_id: string;
  id: string;
  user_id: string;
  provider: 'sandbox' | 'toss' | 'nicepay';
  billing_key_enc: string;
  /** `crypto.blindIndex(billingKey, 'billing-key')`: the same card registered twice is one row. */
  billing_key_index: string;
  card_company: string;
  card_number_masked: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** The card an account's family bills are charged to on their due date, with the consent given. */
export type AutopaySettingsTable = {
  inst_id: string;
  user_id: string;
  card_id: string;
  consent_version: string;
  consented_at: ColumnType<Date, Date | string, Date | string>;
};

/** An academy's 미납 안내 schedule (decision 0052); none means off. */
export type BillReminderSettingsTable = {
  inst_id: string;
  enabled: Generated<boolean>;
  first_after_days: Generated<number>;
  every_days: Generated<number>;
  max_count: Generated<number>;
  hour: Generated<number>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** One reminder of an unpaid bill the `bills-overdue-reminders` job sent. */
export type BillRemindersTable = {
  inst_id: string;
  id: string;
  bill_id: string;
  reminder_no: number;
  reminded_on: BusinessDate;
  sent_at: ColumnType<Date, Date | string, never>;
  recipients: number;
};

/** One charge of a bill by the `bills-autopay` job (at most one a day, three in all). */
export type AutopayAttemptsTable = {
  inst_id: string;
  id: string;
  bill_id: string;
  user_id: string;
  card_id: string;
  payment_id: string;
  attempt_date: BusinessDate;
  attempt_no: number;
  status: Generated<'charging' | 'unknown' | 'declined' | 'done' | 'voided'>;
  failure_message: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** An 입출금 entry (202611281400, decision 0050): the academy's own income or expense; `deleted_at` once removed. */
export type CashBookEntriesTable = {
  inst_id: string;
  id: string;
  kind: 'in' | 'out';
  category: string;
  entry_date: BusinessDate;
  amount: Won;
  note: Generated<string>;
  file_id: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted_at: OptionalInstant;
};

/** A row of the provider's settlement report, of an order of this academy (202611281420, decision 0053). */
export type ProviderSettlementsTable = {
  inst_id: string;
  id: string;
  provider: 'sandbox' | 'toss' | 'nicepay';
  transaction_key: string;
  payment_key: string;
  order_id: string;
  payment_id: string | null;
  method: string;
  amount: number;
  fee: number;
  pay_out_amount: number;
  sold_date: BusinessDate;
  paid_out_date: BusinessDate;
  fetched_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ProviderSettlementSyncsTable = {
  inst_id: string;
  provider: string;
  synced_at: ColumnType<Date, Date | string, Date | string>;
};

/** The academy as the provider's seller for payouts (지급대행), one per academy (202611281420). */
export type PayoutSellersTable = {
  inst_id: string;
  provider: 'sandbox' | 'toss';
  seller_id: string;
  ref_seller_id: string;
  business_type: 'INDIVIDUAL_BUSINESS' | 'CORPORATE';
  company_name: string;
  representative_name: string;
  business_registration_number: string;
  email: string;
  phone: string;
  bank_code: string;
  /** Sealed with the field crypto, context 'payout-account'. */
  account_number_enc: string;
  account_last4: string;
  account_digits: number;
  holder_name: string;
  status: 'APPROVAL_REQUIRED' | 'PARTIALLY_APPROVED' | 'KYC_REQUIRED' | 'APPROVED';
  registered_by: string | null;
  registered_at: ColumnType<Date, Date | string, Date | string>;
  checked_at: ColumnType<Date, Date | string, Date | string>;
};

/** A settlement day paid out to the academy through the provider, one per academy and day (202611290200). */
export type SellerPayoutsTable = {
  inst_id: string;
  id: string;
  settlement_date: BusinessDate;
  amount: number;
  provider: 'sandbox' | 'toss';
  seller_id: string;
  ref_payout_id: string;
  payout_id: string | null;
  status: 'REQUESTED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED';
  attempts: Generated<number>;
  last_attempt_date: BusinessDate;
  requested_at: ColumnType<Date, Date | string, Date | string>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failure: string | null;
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type DB = {
  seller_payouts: SellerPayoutsTable;
  provider_settlements: ProviderSettlementsTable;
  provider_settlement_syncs: ProviderSettlementSyncsTable;
  payout_sellers: PayoutSellersTable;
  cash_book_entries: CashBookEntriesTable;
  bills: BillsTable;
  bill_items: BillItemsTable;
  payments: PaymentsTable;
  payment_bills: PaymentBillsTable;
  payment_cancels: PaymentCancelsTable;
  billing_settings: BillingSettingsTable;
  cash_receipts: CashReceiptsTable;
  registered_cards: RegisteredCardsTable;
  autopay_settings: AutopaySettingsTable;
  autopay_attempts: AutopayAttemptsTable;
  bill_reminder_settings: BillReminderSettingsTable;
  bill_reminders: BillRemindersTable;
  uploads: UploadsTable;
  boards: BoardsTable;
  board_tags: BoardTagsTable;
  board_comments: BoardCommentsTable;
  board_files: BoardFilesTable;
  board_emotions: BoardEmotionsTable;
  board_reads: BoardReadsTable;
  board_reports: BoardReportsTable;
  chat_settings: ChatSettingsTable;
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_files: ChatFilesTable;
  study_materials: StudyMaterialsTable;
  study_material_files: StudyMaterialFilesTable;
  study_material_downloads: StudyMaterialDownloadsTable;
  chat_etiquette: ChatEtiquetteTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
  chat_quiet_hours: ChatQuietHoursTable;
  grade_tests: GradeTestsTable;
  grade_scores: GradeScoresTable;
  grade_settings: GradeSettingsTable;
  homework: HomeworkTable;
  homework_assignees: HomeworkAssigneesTable;
  homework_submissions: HomeworkSubmissionsTable;
  homework_files: HomeworkFilesTable;
  learning_reports: LearningReportsTable;
  learning_report_batches: LearningReportBatchesTable;
  learning_report_reads: LearningReportReadsTable;
  tuitions: TuitionsTable;
  classes: ClassesTable;
  class_teachers: ClassTeachersTable;
  class_lectures: ClassLecturesTable;
  class_students: ClassStudentsTable;
  class_sessions: ClassSessionsTable;
  class_session_students: ClassSessionStudentsTable;
  class_pending_teachers: ClassPendingTeachersTable;
  class_moves: ClassMovesTable;
  attendance: AttendanceTable;
  desk_devices: DeskDevicesTable;
  desk_visits: DeskVisitsTable;
  desk_breaks: DeskBreaksTable;
  invites: InvitesTable;
  join_requests: JoinRequestsTable;
  students: StudentsTable;
  student_guardians: StudentGuardiansTable;
  student_status_changes: StudentStatusChangesTable;
  student_memos: StudentMemosTable;
  student_import_previews: StudentImportPreviewsTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  device_tokens: DeviceTokensTable;
  message_sends: MessageSendsTable;
  users: UsersTable;
  institutes: InstitutesTable;
  memberships: MembershipsTable;
  family_links: FamilyLinksTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  rate_limits: RateLimitsTable;
  job_runs: JobRunsTable;
  academy_exports: AcademyExportsTable;
  notices: NoticesTable;
  notice_targets: NoticeTargetsTable;
  notice_students: NoticeStudentsTable;
  notice_recipients: NoticeRecipientsTable;
  notice_reads: NoticeReadsTable;
  outbox_messages: OutboxMessagesTable;
  queued_messages: QueuedMessagesTable;
  identity_verifications: IdentityVerificationsTable;
  dev_oauth_codes: DevOauthCodesTable;
  user_consents: UserConsentsTable;
  social_accounts: SocialAccountsTable;
  account_tokens: AccountTokensTable;
  account_codes: AccountCodesTable;
  family_requests: FamilyRequestsTable;
  withdrawal_feedback: WithdrawalFeedbackTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_billing_keys: SandboxBillingKeysTable;
  sandbox_cash_receipts: SandboxCashReceiptsTable;
  sandbox_payment_requests: SandboxPaymentRequestsTable;
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

// ── accounts (202611220300) ──────────────────────────────────────────────────

export type ConsentKeyColumn = 'age14' | 'useTerms' | 'personalInfo' | 'marketing' | 'night' | 'guardian';

/** Every consent given or withdrawn: which, under which terms version, when, and by whom. */
export type UserConsentsTable = {
  id: string;
  user_id: string;
  consent_key: ConsentKeyColumn;
  terms_version: string;
  agreed: boolean;
  /** 'guardian' when a legal guardian gave it for a member under 14. */
  given_by: Generated<'self' | 'guardian'>;
  at: Date | string;
};

/** A Kakao/Naver/Apple login linked to an account (one per provider per account). */
export type SocialAccountsTable = {
  provider: 'kakao' | 'naver' | 'apple';
  provider_user_id: string;
  user_id: string;
  email: string | null;
  linked_at: Date | string;
};

export type AccountTokenKind = 'social-state' | 'social-signup' | 'app-login' | 'password-reset';

/** One-time secrets, kept only as SHA-256 of the token. */
export type AccountTokensTable = {
  token_hash: string;
  kind: AccountTokenKind;
  user_id: string | null;
  payload: Json;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Timestamp;
  created_at: ColumnType<Date, Date | string, never>;
};

export type AccountCodePurpose = 'find-id' | 'password-reset' | 'email-change';

/** 6-digit codes sent by SMS or email; only an HMAC of the code bound to the row is kept. */
export type AccountCodesTable = {
  id: string;
  purpose: AccountCodePurpose;
  /** The mobile number or email address the code went to. */
  recipient: string;
  /** What else the code is bound to: the name (find id), the login id (reset), the address (email). */
  subject: string;
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Timestamp;
  created_at: ColumnType<Date, Date | string, never>;
};

/** A family link asked for by one person, waiting for the owner of `target_mobile_no` to confirm the code. */
export type FamilyRequestsTable = {
  id: string;
  /** 'child': a guardian asks to link a child; 'guardian': a child asks a guardian. */
  kind: 'child' | 'guardian';
  requester_user_id: string;
  target_mobile_no: string;
  relation_type: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: Timestamp;
  created_at: ColumnType<Date, Date | string, never>;
};

/** Why members left; no user id, so it cannot be tied back to anyone. */
export type WithdrawalFeedbackTable = {
  id: string;
  reason: string;
  reason_text: string | null;
  created_at: Date | string;
};

// ── the sandbox payment provider (202611271510) ──

export type SandboxOutcome = 'approve' | 'decline' | 'timeout';

/** A payment as the sandbox provider keeps it (platform/adapters/payments/sandbox.ts). */
export type SandboxPaymentsTable = {
  payment_key: string;
  order_id: string;
  order_name: string | null;
  method: 'card' | 'virtual_account' | 'billing' | 'transfer';
  amount: number;
  outcome: SandboxOutcome;
  status:
    | 'READY'
    | 'IN_PROGRESS'
    | 'WAITING_FOR_DEPOSIT'
    | 'DONE'
    | 'CANCELED'
    | 'PARTIAL_CANCELED'
    | 'ABORTED'
    | 'EXPIRED';
  cancelled_amount: Generated<number>;
  cancels: ColumnType<
    { amount: number; transactionKey: string; canceledAt: string; reason: string }[],
    string | undefined,
    string
  >;
  card_company: string | null;
  card_number: string | null;
  installment_months: Generated<number>;
  approve_no: string | null;
  customer_key: string | null;
  va_bank: string | null;
  va_account_number: string | null;
  va_holder: string | null;
  va_due_at: Timestamp;
  secret: string | null;
  confirm_requested_at: Timestamp;
  approved_at: Timestamp;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
};

/** A card registered on the sandbox's card page: `auth_key` until it becomes a billing key. */
export type SandboxBillingKeysTable = {
  auth_key: string;
  billing_key: string | null;
  customer_key: string;
  /** How the payments charged to this card end. */
  outcome: SandboxOutcome;
  card_company: string;
  card_number: string;
  created_at: ColumnType<Date, Date | string, never>;
  issued_at: Timestamp;
};

export type SandboxCashReceiptsTable = {
  receipt_key: string;
  order_id: string;
  amount: number;
  cancelled_amount: Generated<number>;
  purpose: 'income_deduction' | 'expense_proof';
  identity_masked: string;
  issue_number: string;
  created_at: ColumnType<Date, Date | string, never>;
  cancelled_at: Timestamp;
};

/** An idempotency key the sandbox already answered, and what it was about. */
export type SandboxPaymentRequestsTable = {
  operation: 'confirm' | 'cancel' | 'charge' | 'virtual-account' | 'cash-receipt';
  idempotency_key: string;
  subject_key: string;
  created_at: ColumnType<Date, Date | string, never>;
};
