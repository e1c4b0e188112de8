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

const iso = (value: Date | string) => new Date(value).toISOString();

export const emptyToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

export function toListItem(row: StudentBase, guardians: readonly GuardianRow[]): StudentListItem {
  return {
    studentId: row.id,
    studentNm: row.student_nm,
    birthdate: row.birthdate,
    genderCd: row.gender_cd,
    schoolNm: row.school_nm,
    gradeYear: row.grade_year,
    mobileNo: row.mobile_no,
    status: row.status,
    statusSince: row.status_since,
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
  created_at: Date;
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
  guardians: readonly GuardianRow[],
  invites: readonly InviteRow[],
  extra: { memoCount: number; canManage: boolean; now: Date; today: string; classes: readonly CurrentClassRow[] },
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
    ...toListItem(row, guardians),
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
    updatedAt: iso(row.updated_at),
    canManage: extra.canManage,
  };
}
