import { defaultDeskPin } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import {
  type StudentStatus,
  type StudentStatusChange,
  type StudentStatusView,
  studentStatusView,
} from '@academy/domain/students/students.rules';
import type {
  GuardianView,
  InvitationView,
  StudentDetailResponse,
  StudentListItem,
} from '@academy/domain/students/students.schema';
import { inviteState } from '../../platform/invites/invites';
import type { CurrentClassRow, GuardianRow, StudentRow } from './students.queries';

/** Rows → the API's shapes. */

type StudentBase = Omit<StudentRow, 'connected_user_nm'>;
/** A guardian as the views read it (when it was added only orders them). */
type GuardianOf = Omit<GuardianRow, 'created_at'>;

const iso = (value: Date | string) => new Date(value).toISOString();

export const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** Status changes as the queries read them (JSON, in the order recorded), as the domain's rule takes them. */
export function changesOf(
  rows: readonly { from_status: StudentStatus; to_status: StudentStatus; effective_date: IsoDate }[],
): StudentStatusChange[] {
  return rows.map((row) => ({
    fromStatus: row.from_status,
    toStatus: row.to_status,
    effectiveDate: row.effective_date,
  }));
}

/** The row's status as of `today`, from its recorded changes (a change dated ahead is still to come). */
export function statusOf(
  row: Pick<StudentBase, 'status' | 'status_since' | 'created_at'>,
  changes: readonly StudentStatusChange[] | undefined,
  today: IsoDate,
): StudentStatusView {
  return studentStatusView(
    { status: row.status, since: row.status_since, registeredOn: businessDateOf(new Date(row.created_at)) },
    changes ?? [],
    today,
  );
}

/** A student of the roll as of today: `status` is studentStatusView of the row and its changes. */
export function toListItem(
  row: StudentBase,
  guardians: readonly GuardianOf[],
  status: StudentStatusView,
): StudentListItem {
  return {
    studentId: row.id,
    studentNm: row.student_nm,
    birthdate: row.birthdate,
    genderCd: row.gender_cd,
    schoolNm: row.school_nm,
    gradeYear: row.grade_year,
    mobileNo: row.mobile_no,
    status: status.status,
    statusSince: status.since,
    scheduledStatuses: status.scheduled,
    connected: row.user_id !== null,
    guardians: guardians.map((guardian) => ({
      guardianNm: guardian.guardian_nm,
      relationType: guardian.relation_type,
      mobileNo: guardian.mobile_no,
      connected: guardian.user_id !== null,
    })),
    createdAt: iso(row.created_at),
  };
}

export type InviteRow = {
  purpose: string;
  code: string;
  target_mobile_no: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  accepted_at: Date | string | null;
};

export function toInvitationView(invite: InviteRow, now: Date): InvitationView {
  return {
    code: invite.code,
    expiresAt: iso(invite.expires_at),
    state: inviteState(invite, now),
    sentAt: iso(invite.created_at),
  };
}

export function toDetail(
  row: StudentRow,
  guardians: readonly GuardianOf[],
  invites: readonly InviteRow[],
  extra: {
    memoCount: number;
    canManage: boolean;
    now: Date;
    today: string;
    classes: readonly CurrentClassRow[];
    status: StudentStatusView;
  },
): StudentDetailResponse {
  const latest = (purpose: string, mobileNo?: string | null) =>
    invites.find(
      (invite) => invite.purpose === purpose && (mobileNo === undefined || invite.target_mobile_no === mobileNo),
    );
  const guardianViews: GuardianView[] = guardians.map((guardian) => {
    const invite = latest('parent', guardian.mobile_no);
    return {
      guardianId: guardian.id,
      guardianNm: guardian.guardian_nm,
      mobileNo: guardian.mobile_no,
      relationType: guardian.relation_type,
      connected: guardian.user_id !== null,
      connectedUserNm: guardian.connected_user_nm,
      invitation: invite ? toInvitationView(invite, extra.now) : null,
    };
  });
  const studentInvite = latest('student');
  return {
    ...toListItem(row, guardians, extra.status),
    memo: row.memo,
    classes: extra.classes.map((enrolment) => ({
      enrolmentId: enrolment.id,
      classId: enrolment.class_id,
      classNm: enrolment.class_nm,
      startDate: enrolment.start_date,
      endDate: enrolment.end_date,
      active: enrolment.start_date <= extra.today,
    })),
    guardians: guardianViews,
    connectedUserNm: row.connected_user_nm,
    invitation: studentInvite ? toInvitationView(studentInvite, extra.now) : null,
    memoCount: extra.memoCount,
    deskPin: row.desk_pin ?? defaultDeskPin(row.mobile_no),
    updatedAt: iso(row.updated_at),
    canManage: extra.canManage,
  };
}
