import { z } from 'zod';
import { PERMISSION_CODES } from '../access/access.permissions';
import { mobileNoSchema } from '../phone/phone.schema';
import { labelled } from '../validation/validation.error-map';
import { formatMessage } from '../validation/validation.messages';
import {
  ASSIGNABLE_STAFF_ROLES,
  canonicalAuthCd,
  DISPLAY_NAME_MAX,
  EMPLOYEE_FILTERS,
  EMPLOYEE_MEMO_MAX,
  INVITE_CHANNELS,
  isValidAuthCdText,
  STAFF_RELATION_CODES,
} from './employees.rules';

/**
 * The employees and permissions API contract (SPEC §2 "Employees"): every request and response
 * of `/api/insts/:instId/{employees,invites,permissions,audit-log}`, used by the server routes
 * and by the web forms. Access: viewing staff needs 031, changing them 032; permissions and the
 * audit log need the director, or a staff member holding 000.
 */

// ── params ───────────────────────────────────────────────────────────────────

export const instParams = z.object({ instId: z.uuid() });
export const employeeParams = z.object({ instId: z.uuid(), userId: z.uuid() });
export const inviteParams = z.object({ instId: z.uuid(), inviteId: z.uuid() });

// ── shared fields ────────────────────────────────────────────────────────────

export const staffRelationCdSchema = z.enum(STAFF_RELATION_CODES);
export const assignableRoleSchema = labelled(z.enum(ASSIGNABLE_STAFF_ROLES), '역할', 'choice');
const permissionCodeSchema = z.enum(PERMISSION_CODES);
export const employeeNmSchema = labelled(z.string().trim().min(1).max(DISPLAY_NAME_MAX), '이름');
export const employeeMobileNoSchema = labelled(mobileNoSchema, '휴대폰 번호');

/**
 * A permission string as typed or built by the checklist: codes joined by `#` (`031#041`), `000`
 * for everything, or empty for none. Unknown codes are refused; the value is stored canonically
 * (`031#032` → `030#031#032`, every item → `000`).
 */
export const authCdSchema = labelled(
  z
    .string()
    .trim()
    .max(200)
    .refine(isValidAuthCdText, { error: formatMessage('권한 코드') })
    .overwrite(canonicalAuthCd),
  '권한',
);

export const inviteStateSchema = z.enum(['usable', 'expired', 'revoked', 'used']);

// ── employees (EmployeeList, UserDetail) ─────────────────────────────────────

export const employeeListQuery = z.object({
  /** 'active': working staff and pending invitations (초대 중); 'ended': those who left. */
  status: labelled(z.enum(EMPLOYEE_FILTERS), '상태', 'choice').default('active'),
  /** A part of the name, or its initial consonants (ㄱㅁㅅ). */
  q: labelled(z.string().trim().max(30), '검색어').optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuery>;

export const employeeMemberItem = z.object({
  kind: z.literal('member'),
  userId: z.string(),
  /** The name the academy shows (display name, else the account's). */
  userNm: z.string(),
  relationCd: staffRelationCdSchema,
  maskedMobileNo: z.string(),
  authCd: z.string(),
  /** Labels of the codes held, parents standing for their children (`결제 조회`, `전체`). */
  permissionLabels: z.array(z.string()),
  /** When they joined the academy (ISO). */
  since: z.string(),
  status: z.enum(['active', 'ended']),
  endedAt: z.string().nullable(),
  /** A director: role, employment and codes cannot be changed here. */
  locked: z.boolean(),
});

export const employeeInviteItem = z.object({
  kind: z.literal('invite'),
  inviteId: z.string(),
  userNm: z.string(),
  relationCd: z.enum(ASSIGNABLE_STAFF_ROLES),
  maskedMobileNo: z.string(),
  since: z.string(),
  status: z.literal('invited'),
  expiresAt: z.string(),
});

export const employeeListItem = z.discriminatedUnion('kind', [employeeMemberItem, employeeInviteItem]);
export type EmployeeListItem = z.infer<typeof employeeListItem>;
export type EmployeeMemberItem = z.infer<typeof employeeMemberItem>;

export const employeeListResponse = z.object({
  items: z.array(employeeListItem),
  /** How many of each, before the search (for the filter's labels). */
  counts: z.object({ active: z.number().int(), invited: z.number().int(), ended: z.number().int() }),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponse>;

export const employeeDetailResponse = z.object({
  userId: z.string(),
  userNm: z.string(),
  /** The name on the account (본인 명의). */
  accountNm: z.string(),
  displayNm: z.string().nullable(),
  relationCd: staffRelationCdSchema,
  mobileNo: z.string().nullable(),
  maskedMobileNo: z.string(),
  authCd: z.string(),
  codes: z.array(permissionCodeSchema),
  permissionLabels: z.array(z.string()),
  since: z.string(),
  status: z.enum(['active', 'ended']),
  endedAt: z.string().nullable(),
  memo: z.string().nullable(),
  locked: z.boolean(),
  /** The signed-in user themself. */
  self: z.boolean(),
});
export type EmployeeDetailResponse = z.infer<typeof employeeDetailResponse>;

// ── register (EmployeeRegister, /employeeCreate) ─────────────────────────────

export const registerEmployeeBody = z.object({
  userNm: employeeNmSchema,
  mobileNo: employeeMobileNoSchema,
  relationCd: assignableRoleSchema,
});
export type RegisterEmployeeBody = z.output<typeof registerEmployeeBody>;
export type RegisterEmployeeInput = z.input<typeof registerEmployeeBody>;

export const staffInvite = z.object({
  inviteId: z.string(),
  code: z.string(),
  /** Who it is for (the name typed at registration). */
  userNm: z.string().nullable(),
  relationCd: z.enum(ASSIGNABLE_STAFF_ROLES),
  mobileNo: z.string().nullable(),
  maskedMobileNo: z.string(),
  state: inviteStateSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  createdByNm: z.string().nullable(),
});
export type StaffInvite = z.infer<typeof staffInvite>;

/** One invitation: what registering an employee and revoking an invitation answer. */
export const inviteResponse = z.object({ invite: staffInvite });
export type InviteResponse = z.infer<typeof inviteResponse>;

// ── change the connection (ModifyUserConnect) ────────────────────────────────

export const employeeConnectionBody = z.discriminatedUnion('type', [
  /** 실장 ↔ 강사; the codes become the new role's defaults. */
  z.object({ type: z.literal('role'), relationCd: assignableRoleSchema }),
  /** 퇴사 처리: the membership ends now. */
  z.object({ type: z.literal('end') }),
]);
export type EmployeeConnectionBody = z.infer<typeof employeeConnectionBody>;
export const employeeRoleForm = z.object({ relationCd: assignableRoleSchema });
export type EmployeeRoleForm = z.infer<typeof employeeRoleForm>;

// ── change the info (ModifyUserInfo) ─────────────────────────────────────────

export const employeeInfoBody = z.object({
  /** How the academy shows them; empty for the account's name. */
  displayNm: labelled(z.string().trim().max(DISPLAY_NAME_MAX), '표시 이름'),
  /** A staff-only note; empty for none. */
  memo: labelled(z.string().trim().max(EMPLOYEE_MEMO_MAX), '메모'),
});
export type EmployeeInfoBody = z.infer<typeof employeeInfoBody>;

// ── invitations (InviteCode, /inviteMessage) ─────────────────────────────────

export const inviteListQuery = z.object({
  /** Only staff invitations are listed here (students' and parents' belong to their own screens). */
  purpose: z.literal('staff').default('staff'),
});

export const inviteListResponse = z.object({ invites: z.array(staffInvite) });
export type InviteListResponse = z.infer<typeof inviteListResponse>;

export const inviteChannelSchema = labelled(z.enum(INVITE_CHANNELS), '발송 방법', 'choice');
const billedTypeSchema = z.enum(['sms', 'lms', 'alimtalk']);

export const inviteMessageResponse = z.object({
  invite: staffInvite,
  /** The page the invited person opens, with the code filled in. */
  link: z.string(),
  text: z.string(),
  /** Each channel with what it is billed as and its cost in won, shown before sending. */
  channels: z.array(z.object({ channel: z.enum(INVITE_CHANNELS), billedAs: billedTypeSchema, cost: z.number().int() })),
  /** False when the invitation can no longer be used, or has no mobile number to send to. */
  sendable: z.boolean(),
});
export type InviteMessageResponse = z.infer<typeof inviteMessageResponse>;

export const sendInviteBody = z.object({ channel: inviteChannelSchema });
export type SendInviteBody = z.infer<typeof sendInviteBody>;

export const sendInviteResponse = z.object({
  sent: z.literal(true),
  channel: z.enum(INVITE_CHANNELS),
  billedAs: billedTypeSchema,
  cost: z.number().int(),
  maskedMobileNo: z.string(),
  sentAt: z.string(),
});
export type SendInviteResponse = z.infer<typeof sendInviteResponse>;

// ── permissions (/v3/permissions, /v3/permission/…) ──────────────────────────

export const permissionEntry = z.object({
  userId: z.string(),
  userNm: z.string(),
  relationCd: staffRelationCdSchema,
  authCd: z.string(),
  codes: z.array(permissionCodeSchema),
  permissionLabels: z.array(z.string()),
  /** A director's codes (000) cannot be changed. */
  locked: z.boolean(),
  /** The signed-in user: their own codes cannot be changed by themself. */
  self: z.boolean(),
});
export type PermissionEntry = z.infer<typeof permissionEntry>;

export const permissionListResponse = z.object({ staff: z.array(permissionEntry) });
export type PermissionListResponse = z.infer<typeof permissionListResponse>;

export const updatePermissionBody = z.object({ authCd: authCdSchema });

export const MAX_BULK_PERMISSION_USERS = 100;

export const bulkPermissionBody = z.object({
  userIds: labelled(
    z
      .array(z.uuid())
      .min(1)
      .max(MAX_BULK_PERMISSION_USERS)
      .refine((ids) => new Set(ids).size === ids.length, { error: '같은 직원이 두 번 선택되었습니다.' }),
    '직원',
    'choice',
  ),
  authCd: authCdSchema,
});
export type BulkPermissionBody = z.output<typeof bulkPermissionBody>;

export const bulkPermissionResponse = z.object({ updated: z.array(permissionEntry) });
export type BulkPermissionResponse = z.infer<typeof bulkPermissionResponse>;

// ── audit log (변경 이력) ─────────────────────────────────────────────────────

export const AUDIT_PAGE_SIZE = 20;

export const auditLogQuery = z.object({
  /** Only the history of one target, e.g. `user:<userId>`. */
  target: labelled(z.string().trim().min(1).max(100), '대상').optional(),
  page: labelled(z.coerce.number().int().min(1).max(10_000), '페이지').default(1),
});

const auditState = z.record(z.string(), z.unknown()).nullable();

export const auditLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  actorUserId: z.string().nullable(),
  actorNm: z.string().nullable(),
  target: z.string(),
  /** The person or invitation the row is about, when it can be named. */
  targetNm: z.string().nullable(),
  before: auditState,
  after: auditState,
});

export const auditLogResponse = z.object({
  items: z.array(auditLogEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
