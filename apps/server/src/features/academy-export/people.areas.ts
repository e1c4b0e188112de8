import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import {
  EMPLOYEE_STATUS_LABELS,
  permissionLabelsOf,
  STAFF_ROLE_LABELS,
  type StaffRelationCd,
  shownName,
} from '@academy/domain/employees/employees.rules';
import {
  CONNECT_PURPOSE_LABELS,
  INST_TYPE_LABELS,
  type InstTpCd,
  JOIN_REQUEST_STATUS_LABELS,
  REGIONS,
} from '@academy/domain/institute/institute.constants';
import { gradeLabel, STUDENT_GENDER_LABELS, STUDENT_STATUS_LABELS } from '@academy/domain/students/students.rules';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/** The academy itself and its people: staff, family accounts, students, guardians, invitations, requests. */

const INSTITUTE_STATUS_LABELS = { active: '운영 중', closed: '폐원' } as const;
const FAMILY_MEMBERSHIP_LABELS = { active: '연결됨', ended: '연결 끝남' } as const;
const REGION_NAMES: Record<string, string> = Object.fromEntries(REGIONS.map((region) => [region.code, region.name]));

export const instituteArea = defineArea(
  'institute',
  (db, { instId }) =>
    db
      .selectFrom('institutes as i')
      .innerJoin('users as p', 'p.id', 'i.president_user_id')
      .select([
        'i.id',
        'i.inst_nm',
        'i.inst_tp_cd',
        'i.subjects',
        'i.tel_no',
        'i.address',
        'i.detail_address',
        'i.biz_reg_no',
        'i.intro',
        'i.regions',
        'i.auto_absent_minutes',
        'i.status',
        'i.created_at',
        'i.closed_at',
        'p.user_nm as president_nm',
      ])
      .where('i.id', '=', instId),
  (c) => [
    c.jsonOnly('instId', '학원 ID', (row) => row.id),
    c.text('instNm', '학원명', 20, (row) => row.inst_nm),
    c.coded('instTpCd', '유형', 8, (row) => row.inst_tp_cd as InstTpCd, INST_TYPE_LABELS),
    c.list('subjects', '과목', 24, (row) => row.subjects),
    c.phone('telNo', '전화번호', (row) => row.tel_no),
    c.text('address', '주소', 30, (row) => row.address),
    c.text('detailAddress', '상세 주소', 16, (row) => row.detail_address),
    c.text('bizRegNo', '사업자등록번호', 14, (row) => row.biz_reg_no),
    c.text('intro', '학원 소개', 40, (row) => row.intro),
    c.list(
      'regions',
      '지역',
      20,
      (row) => row.regions,
      (code) => REGION_NAMES[code] ?? code,
    ),
    c.text('presidentNm', '원장', 10, (row) => row.president_nm),
    c.number('autoAbsentMinutes', '자동 결석 처리(분)', 10, (row) => row.auto_absent_minutes),
    c.coded('status', '상태', 8, (row) => row.status, INSTITUTE_STATUS_LABELS),
    c.instant('createdAt', '개설일시', (row) => row.created_at),
    c.instant('closedAt', '폐원일시', (row) => row.closed_at),
  ],
);

export const staffArea = defineArea(
  'staff',
  (db, { instId }) =>
    db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.user_id',
        'm.relation_cd',
        'm.auth_cd',
        'm.status',
        'm.started_at',
        'm.ended_at',
        'm.memo',
        'm.display_nm',
        'u.user_nm',
        'u.mobile_no',
        'u.login_id',
      ])
      .where(ofInst(instId, 'm'))
      .where('m.relation_cd', 'in', ['020', '030', '050'])
      .orderBy('m.relation_cd')
      .orderBy('m.started_at')
      .orderBy('m.user_id'),
  (c) => [
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('userNm', '이름', 12, (row) => shownName(row.user_nm, row.display_nm)),
    c.coded('relationCd', '역할', 8, (row) => row.relation_cd as StaffRelationCd, STAFF_ROLE_LABELS),
    c.phone('mobileNo', '휴대폰 번호', (row) => row.mobile_no),
    c.text('loginId', '아이디', 16, (row) => row.login_id),
    c.jsonOnly('authCd', '권한 코드', (row) => (row.relation_cd === '020' ? '000' : row.auth_cd)),
    c.text(
      'permissions',
      '권한',
      30,
      (row) => permissionLabelsOf(row.relation_cd === '020' ? '000' : row.auth_cd).join(', ') || '권한 없음',
    ),
    c.coded('status', '재직 상태', 9, (row) => row.status, EMPLOYEE_STATUS_LABELS),
    c.instant('startedAt', '입사일시', (row) => row.started_at),
    c.instant('endedAt', '퇴사일시', (row) => row.ended_at),
    c.text('memo', '메모', 30, (row) => row.memo),
  ],
);

export const familyMembersArea = defineArea(
  'familyMembers',
  (db, { instId }) =>
    db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.user_id',
        'm.relation_cd',
        'm.status',
        'm.started_at',
        'm.ended_at',
        'm.display_nm',
        'u.user_nm',
        'u.mobile_no',
      ])
      .where(ofInst(instId, 'm'))
      .where((eb) => eb.or([eb('m.relation_cd', '=', '010'), eb('m.relation_cd', 'is', null)]))
      .orderBy('m.started_at')
      .orderBy('m.user_id'),
  (c) => [
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('userNm', '이름', 12, (row) => shownName(row.user_nm, row.display_nm)),
    c.coded('role', '구분', 8, (row) => (row.relation_cd === '010' ? 'STUDENT' : 'PARENT'), ROLE_LABELS),
    c.phone('mobileNo', '휴대폰 번호', (row) => row.mobile_no),
    c.coded('status', '연결 상태', 9, (row) => row.status, FAMILY_MEMBERSHIP_LABELS),
    c.instant('startedAt', '연결일시', (row) => row.started_at),
    c.instant('endedAt', '연결 끝난 일시', (row) => row.ended_at),
  ],
);

export const studentsArea = defineArea(
  'students',
  (db, { instId, today }) =>
    db
      .selectFrom('students as s')
      .select([
        's.id',
        's.user_id',
        's.student_nm',
        's.birthdate',
        's.gender_cd',
        's.school_nm',
        's.grade_year',
        's.mobile_no',
        's.status_since',
        's.desk_pin',
        's.memo',
        's.created_at',
      ])
      .select(studentStatusOn('s', today).as('status_today'))
      .where(ofInst(instId, 's'))
      .orderBy('s.student_nm')
      .orderBy('s.id'),
  (c) => [
    c.jsonOnly('studentId', '원생 ID', (row) => row.id),
    c.text('studentNm', '이름', 12, (row) => row.student_nm),
    c.date('birthdate', '생년월일', (row) => row.birthdate),
    c.coded('genderCd', '성별', 6, (row) => row.gender_cd, STUDENT_GENDER_LABELS),
    c.text('schoolNm', '학교', 16, (row) => row.school_nm),
    c.shown('gradeYear', '학년', 6, (row) => row.grade_year, gradeLabel),
    c.phone('mobileNo', '휴대폰 번호', (row) => row.mobile_no),
    c.coded('status', '상태 (오늘)', 10, (row) => row.status_today, STUDENT_STATUS_LABELS),
    c.date('statusSince', '상태 시작일', (row) => row.status_since),
    c.text('deskPin', '출결 번호', 10, (row) => row.desk_pin),
    c.flag('connected', '계정 연결', (row) => row.user_id !== null),
    c.text('memo', '메모', 30, (row) => row.memo),
    c.instant('createdAt', '등록일시', (row) => row.created_at),
  ],
);

export const guardiansArea = defineArea(
  'guardians',
  (db, { instId }) =>
    db
      .selectFrom('student_guardians as g')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'g.inst_id').onRef('s.id', '=', 'g.student_id'),
      )
      .select([
        'g.id',
        'g.student_id',
        's.student_nm',
        'g.guardian_nm',
        'g.relation_type',
        'g.mobile_no',
        'g.user_id',
        'g.created_at',
      ])
      .where(ofInst(instId, 'g'))
      .orderBy('s.student_nm')
      .orderBy('g.created_at')
      .orderBy('g.id'),
  (c) => [
    c.jsonOnly('guardianId', '보호자 ID', (row) => row.id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('guardianNm', '보호자 이름', 12, (row) => row.guardian_nm),
    c.text('relationType', '관계', 8, (row) => row.relation_type),
    c.phone('mobileNo', '휴대폰 번호', (row) => row.mobile_no),
    c.flag('connected', '계정 연결', (row) => row.user_id !== null),
    c.instant('createdAt', '등록일시', (row) => row.created_at),
  ],
);

export const studentStatusChangesArea = defineArea(
  'studentStatusChanges',
  (db, { instId }) =>
    db
      .selectFrom('student_status_changes as c')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'c.inst_id').onRef('s.id', '=', 'c.student_id'),
      )
      .leftJoin('users as u', 'u.id', 'c.changed_by')
      .select([
        'c.id',
        'c.student_id',
        's.student_nm',
        'c.from_status',
        'c.to_status',
        'c.effective_date',
        'c.reason',
        'u.user_nm as changed_by_nm',
        'c.at',
      ])
      .where(ofInst(instId, 'c'))
      .orderBy('c.effective_date')
      .orderBy('c.at')
      .orderBy('c.id'),
  (c) => [
    c.jsonOnly('changeId', '변경 ID', (row) => row.id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.coded('fromStatus', '이전 상태', 9, (row) => row.from_status, STUDENT_STATUS_LABELS),
    c.coded('toStatus', '바뀐 상태', 9, (row) => row.to_status, STUDENT_STATUS_LABELS),
    c.date('effectiveDate', '적용일', (row) => row.effective_date),
    c.text('reason', '사유', 30, (row) => row.reason),
    c.text('changedByNm', '처리한 사람', 12, (row) => row.changed_by_nm),
    c.instant('at', '처리일시', (row) => row.at),
  ],
);

export const studentMemosArea = defineArea(
  'studentMemos',
  (db, { instId }) =>
    db
      .selectFrom('student_memos as m')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'm.inst_id').onRef('s.id', '=', 'm.student_id'),
      )
      .leftJoin('users as u', 'u.id', 'm.author_user_id')
      .select([
        'm.id',
        'm.student_id',
        's.student_nm',
        'm.memo_date',
        'm.content',
        'u.user_nm as author_nm',
        'm.created_at',
        'm.updated_at',
      ])
      .where(ofInst(instId, 'm'))
      .orderBy('m.memo_date')
      .orderBy('m.created_at')
      .orderBy('m.id'),
  (c) => [
    c.jsonOnly('memoId', '메모 ID', (row) => row.id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.date('memoDate', '날짜', (row) => row.memo_date),
    c.text('content', '내용', 50, (row) => row.content),
    c.text('authorNm', '작성자', 12, (row) => row.author_nm),
    c.instant('createdAt', '작성일시', (row) => row.created_at),
    c.instant('updatedAt', '수정일시', (row) => row.updated_at),
  ],
);

/** Invitations without their codes: a code still open would let whoever reads the file join the academy. */
export const invitesArea = defineArea(
  'invites',
  (db, { instId }) =>
    db
      .selectFrom('invites as i')
      .leftJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'i.inst_id').onRef('s.id', '=', 'i.student_id'))
      .leftJoin('users as made', 'made.id', 'i.created_by')
      .leftJoin('users as taker', 'taker.id', 'i.accepted_by')
      .select([
        'i.id',
        'i.purpose',
        'i.relation_cd',
        'i.target_nm',
        'i.target_mobile_no',
        'i.student_id',
        's.student_nm',
        'made.user_nm as created_by_nm',
        'i.created_at',
        'i.expires_at',
        'i.revoked_at',
        'i.accepted_at',
        'taker.user_nm as accepted_by_nm',
      ])
      .where(ofInst(instId, 'i'))
      .orderBy('i.created_at')
      .orderBy('i.id'),
  (c) => [
    c.jsonOnly('inviteId', '초대 ID', (row) => row.id),
    c.coded('purpose', '대상', 8, (row) => row.purpose, CONNECT_PURPOSE_LABELS),
    c.coded('relationCd', '직원 역할', 9, (row) => row.relation_cd, STAFF_ROLE_LABELS),
    c.text('targetNm', '받는 사람', 12, (row) => row.target_nm),
    c.phone('targetMobileNo', '휴대폰 번호', (row) => row.target_mobile_no),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('createdByNm', '초대한 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '초대일시', (row) => row.created_at),
    c.instant('expiresAt', '만료일시', (row) => row.expires_at),
    c.instant('revokedAt', '취소일시', (row) => row.revoked_at),
    c.instant('acceptedAt', '수락일시', (row) => row.accepted_at),
    c.text('acceptedByNm', '수락한 회원', 12, (row) => row.accepted_by_nm),
  ],
);

export const joinRequestsArea = defineArea(
  'joinRequests',
  (db, { instId }) =>
    db
      .selectFrom('join_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as d', 'd.id', 'r.decided_by')
      .select([
        'r.id',
        'r.user_id',
        'u.user_nm',
        'r.requested_role',
        'r.message',
        'r.status',
        'd.user_nm as decided_by_nm',
        'r.decided_at',
        'r.created_at',
      ])
      .where(ofInst(instId, 'r'))
      .orderBy('r.created_at')
      .orderBy('r.id'),
  (c) => [
    c.jsonOnly('requestId', '신청 ID', (row) => row.id),
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('userNm', '신청한 회원', 12, (row) => row.user_nm),
    c.coded('requestedRole', '신청 구분', 9, (row) => row.requested_role, CONNECT_PURPOSE_LABELS),
    c.text('message', '메시지', 30, (row) => row.message),
    c.coded('status', '처리 상태', 9, (row) => row.status, JOIN_REQUEST_STATUS_LABELS),
    c.text('decidedByNm', '처리한 사람', 12, (row) => row.decided_by_nm),
    c.instant('decidedAt', '처리일시', (row) => row.decided_at),
    c.instant('createdAt', '신청일시', (row) => row.created_at),
  ],
);
