import { PERM, parseAuthCd } from '@academy/domain/access/access.permissions';
import { RELATION_CD } from '@academy/domain/access/access.roles';
import {
  DIRECTOR_RELATION_CD,
  isStaffRelationCd,
  permissionLabelsOf,
  type StaffRelationCd,
  shownName,
} from '@academy/domain/employees/employees.rules';
import type {
  EmployeeDetailResponse,
  EmployeeMemberItem,
  PermissionEntry,
  StaffInvite,
} from '@academy/domain/employees/employees.schema';
import { displayMaskedPhoneNo, staffListPhoneNo } from '@academy/domain/phone/phone.rules';
import { inviteState } from '../../platform/invites/invites';
import type { StaffInviteRow, StaffRow } from './employees.queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The relation code of a staff row (the queries only return staff). */
export function staffRelationOf(row: Pick<StaffRow, 'relation_cd'>): StaffRelationCd {
  if (!isStaffRelationCd(row.relation_cd)) throw new Error(`not a staff membership: ${row.relation_cd}`);
  return row.relation_cd;
}

/** A director, or the academy's founder: role, employment and codes are not changed here. */
export function isLockedStaff(row: Pick<StaffRow, 'relation_cd' | 'user_id'>, presidentUserId: string): boolean {
  return row.relation_cd === DIRECTOR_RELATION_CD || row.user_id === presidentUserId;
}

/** The codes a staff member holds: a director holds everything whatever is stored. */
export function effectiveAuthCd(row: Pick<StaffRow, 'relation_cd' | 'auth_cd'>): string {
  return row.relation_cd === DIRECTOR_RELATION_CD ? PERM.all : (row.auth_cd ?? '');
}

export function toMemberItem(row: StaffRow, presidentUserId: string): EmployeeMemberItem {
  const authCd = effectiveAuthCd(row);
  return {
    kind: 'member',
    userId: row.user_id,
    userNm: shownName(row.user_nm, row.display_nm),
    relationCd: staffRelationOf(row),
    maskedMobileNo: staffListPhoneNo(row.mobile_no),
    authCd,
    permissionLabels: permissionLabelsOf(authCd),
    since: iso(row.started_at),
    status: row.status,
    endedAt: isoOrNull(row.ended_at),
    locked: isLockedStaff(row, presidentUserId),
  };
}

export function toEmployeeDetail(row: StaffRow, presidentUserId: string, actorUserId: string): EmployeeDetailResponse {
  const authCd = effectiveAuthCd(row);
  return {
    userId: row.user_id,
    userNm: shownName(row.user_nm, row.display_nm),
    accountNm: row.user_nm,
    displayNm: row.display_nm,
    relationCd: staffRelationOf(row),
    mobileNo: row.mobile_no,
    maskedMobileNo: displayMaskedPhoneNo(row.mobile_no),
    authCd,
    codes: parseAuthCd(authCd),
    permissionLabels: permissionLabelsOf(authCd),
    since: iso(row.started_at),
    status: row.status,
    endedAt: isoOrNull(row.ended_at),
    memo: row.memo,
    locked: isLockedStaff(row, presidentUserId),
    self: row.user_id === actorUserId,
  };
}

export function toPermissionEntry(row: StaffRow, presidentUserId: string, actorUserId: string): PermissionEntry {
  const authCd = effectiveAuthCd(row);
  return {
    userId: row.user_id,
    userNm: shownName(row.user_nm, row.display_nm),
    relationCd: staffRelationOf(row),
    authCd,
    codes: parseAuthCd(authCd),
    permissionLabels: permissionLabelsOf(authCd),
    locked: isLockedStaff(row, presidentUserId),
    self: row.user_id === actorUserId,
  };
}

export function toStaffInvite(row: StaffInviteRow, now: Date): StaffInvite {
  return {
    inviteId: row.id,
    code: row.code,
    userNm: row.target_nm,
    relationCd: row.relation_cd ?? RELATION_CD.teacher,
    mobileNo: row.target_mobile_no,
    maskedMobileNo: displayMaskedPhoneNo(row.target_mobile_no),
    state: inviteState(row, now),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    createdByNm: row.created_by_nm,
  };
}
