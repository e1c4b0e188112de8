/**
 * Institutes (학원) and connecting people to them: kinds, first-use features, regions (시·도), the
 * purposes of invitations and join requests, and the limits of the institute forms.
 */

/** Kinds of institute: 학원, 교습소, 공부방. */
export const INST_TYPES = ['ACADEMY', 'TUTORING', 'STUDY_ROOM'] as const;
export type InstTpCd = (typeof INST_TYPES)[number];

export const INST_TYPE_LABELS: Record<InstTpCd, string> = {
  ACADEMY: '학원',
  TUTORING: '교습소',
  STUDY_ROOM: '공부방',
};

/** SPEC §3 `inst` group: the areas whose first use shows a guide once (flag `N` until first used). */
export const FIRST_USE_FEATURES = [
  'desk',
  'learningStatus',
  'notice',
  'feed',
  'student',
  'bill',
  'record',
  'attendance',
  'liveEdu',
] as const;
export type FirstUseFeature = (typeof FIRST_USE_FEATURES)[number];

/** 시·도 with their administrative codes (행정표준코드, 2 digits) and the short names people say. */
export const REGIONS = [
  { code: '11', name: '서울특별시', shortNm: '서울', aliases: ['서울시'] },
  { code: '26', name: '부산광역시', shortNm: '부산', aliases: ['부산시'] },
  { code: '27', name: '대구광역시', shortNm: '대구', aliases: ['대구시'] },
  { code: '28', name: '인천광역시', shortNm: '인천', aliases: ['인천시'] },
  { code: '29', name: '광주광역시', shortNm: '광주', aliases: [] },
  { code: '30', name: '대전광역시', shortNm: '대전', aliases: ['대전시'] },
  { code: '31', name: '울산광역시', shortNm: '울산', aliases: ['울산시'] },
  { code: '36', name: '세종특별자치시', shortNm: '세종', aliases: ['세종시'] },
  { code: '41', name: '경기도', shortNm: '경기', aliases: [] },
  { code: '51', name: '강원특별자치도', shortNm: '강원', aliases: ['강원도'] },
  { code: '43', name: '충청북도', shortNm: '충북', aliases: [] },
  { code: '44', name: '충청남도', shortNm: '충남', aliases: [] },
  { code: '52', name: '전북특별자치도', shortNm: '전북', aliases: ['전라북도'] },
  { code: '46', name: '전라남도', shortNm: '전남', aliases: [] },
  { code: '47', name: '경상북도', shortNm: '경북', aliases: [] },
  { code: '48', name: '경상남도', shortNm: '경남', aliases: [] },
  { code: '50', name: '제주특별자치도', shortNm: '제주', aliases: ['제주도'] },
] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_CODES = REGIONS.map((region) => region.code) as unknown as readonly [
  Region['code'],
  ...Region['code'][],
];
export type RegionCode = Region['code'];

/** Who an invitation or a join request is for: staff (실장·강사), a student, or a parent. */
export const CONNECT_PURPOSES = ['staff', 'student', 'parent'] as const;
export type ConnectPurpose = (typeof CONNECT_PURPOSES)[number];

export const CONNECT_PURPOSE_LABELS: Record<ConnectPurpose, string> = {
  staff: '직원',
  student: '학생',
  parent: '학부모',
};

/** Staff relation codes an invitation or an approval may give: manager 030 or teacher 050. */
export const STAFF_RELATION_CODES = ['030', '050'] as const;
export type StaffRelationCd = (typeof STAFF_RELATION_CODES)[number];

/**
 * The permission codes a new manager or teacher starts with (the director changes them later). A
 * new teacher holds none: they run the classes the director assigns (attendance, their roster) and
 * see only those classes' students. 수업 관리 (020) lets a teacher create classes and enrol any of the
 * academy's students, so reading those students' records follows; the director grants it on purpose.
 */
export const DEFAULT_STAFF_AUTH_CD: Record<StaffRelationCd, string> = {
  '030': '010#020',
  '050': '',
};

/** The director's authCd: everything. */
export const DIRECTOR_AUTH_CD = '000';

/** What a join request or invitation can end as. */
export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const JOIN_REQUEST_STATUS_LABELS: Record<JoinRequestStatus, string> = {
  pending: '승인 대기',
  approved: '승인',
  rejected: '거절',
  cancelled: '취소',
};

/** Student statuses as the home counts them (재원 / 휴원 / 퇴원). */
export const STUDENT_STATUSES = ['enrolled', 'paused', 'left'] as const;
export type StudentStatusCd = (typeof STUDENT_STATUSES)[number];

export const STUDENT_STATUS_LABELS: Record<StudentStatusCd, string> = {
  enrolled: '재원',
  paused: '휴원',
  left: '퇴원',
};

export const INST_NM_MAX = 50;
export const ADDRESS_MAX = 200;
export const DETAIL_ADDRESS_MAX = 100;
/** 사업자등록번호 as typed: 10 digits and two hyphens (000-00-00000). */
export const BIZ_REG_NO_INPUT_MAX_LENGTH = 12;
export const SUBJECT_NM_MAX = 20;
export const INTRO_MAX = 2000;
export const LOGO_FILE_NM_MAX = 200;
export const JOIN_MESSAGE_MAX = 200;
export const REJECT_REASON_MAX = 200;
export const SEARCH_QUERY_MAX = 50;
export const SEARCH_PAGE_SIZE = 20;
/** Invitation codes: 8 letters and digits (spaces and hyphens are ignored when typed). */
export const INVITE_CODE_LENGTH = 8;
