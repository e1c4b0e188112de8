import { isMenuVisible, type MenuAudience } from '../access/access.menu';
import { type PermissionCode, roleHasPermission } from '../access/access.permissions';
import type { Role } from '../access/access.roles';

/**
 * The academy management menu (`/instManagementTF/:mng`): items grouped in sections, each with the
 * roles that see it (`showPermissionList`, SPEC §6) and, for staff, the permission code it needs.
 * An item shows when `isMenuVisible` lets the member's role see it and, if it names a code, the
 * member holds it (a director holds every code). The server enforces the same codes on the routes
 * behind each screen; the menu only hides what would be refused.
 */

export const MANAGEMENT_SECTIONS = ['info', 'people', 'connect'] as const;
export type ManagementSection = (typeof MANAGEMENT_SECTIONS)[number];

export const MANAGEMENT_SECTION_LABELS: Record<ManagementSection, string> = {
  info: '학원 정보',
  people: '구성원',
  connect: '학원 연결',
};

export type ManagementMenuItem = {
  key: string;
  section: ManagementSection;
  label: string;
  description: string;
  /** The screen it opens. */
  to: string;
  showPermissionList: readonly MenuAudience[];
  /** The staff permission code the screen needs (directors always hold it). */
  perm?: PermissionCode;
};

const STAFF: readonly MenuAudience[] = ['DIRECTOR', 'MANAGER', 'TEACHER'];
const OFFICE: readonly MenuAudience[] = ['DIRECTOR', 'MANAGER'];

export const MANAGEMENT_MENU: readonly ManagementMenuItem[] = [
  {
    key: 'detail',
    section: 'info',
    label: '학원 상세 정보',
    description: '학원명, 유형, 과목, 주소와 연락처',
    to: '/instDetailInfoN',
    showPermissionList: ['ALL'],
  },
  {
    key: 'edit',
    section: 'info',
    label: '학원 정보 수정',
    description: '기본 정보와 사업자등록번호, 로고',
    to: '/instEditInfoN',
    showPermissionList: STAFF,
    perm: '010',
  },
  {
    key: 'extra',
    section: 'info',
    label: '학원 소개',
    description: '학부모와 학생에게 보이는 소개글',
    to: '/v3/inst/extra',
    showPermissionList: ['ALL'],
  },
  {
    key: 'regions',
    section: 'info',
    label: '지역 설정',
    description: '학원 찾기에 나오는 지역 (최대 5곳)',
    to: '/v3/SettingArea',
    showPermissionList: OFFICE,
    perm: '010',
  },
  {
    key: 'classes',
    section: 'info',
    label: '반 목록',
    description: '학원에서 운영하는 반',
    to: '/v3/inst/classlist',
    showPermissionList: STAFF,
    perm: '020',
  },
  {
    key: 'students',
    section: 'people',
    label: '원생 목록',
    description: '재원·휴원·퇴원 원생 찾기',
    to: '/v3/StudentsList',
    showPermissionList: STAFF,
  },
  {
    key: 'studentRegister',
    section: 'people',
    label: '원생 등록',
    description: '원생과 학부모 정보 등록, 엑셀 일괄 등록',
    to: '/v3/StudentRegister',
    showPermissionList: OFFICE,
  },
  {
    key: 'members',
    section: 'people',
    label: '구성원 목록',
    description: '학원에 연결된 모든 사람',
    to: '/v3/MemberList',
    showPermissionList: OFFICE,
  },
  {
    key: 'employees',
    section: 'people',
    label: '직원 목록',
    description: '실장과 강사',
    to: '/v3/EmployeeList',
    showPermissionList: OFFICE,
    perm: '031',
  },
  {
    key: 'employeeRegister',
    section: 'people',
    label: '직원 등록',
    description: '실장·강사 초대',
    to: '/v3/EmployeeRegister',
    showPermissionList: OFFICE,
    perm: '032',
  },
  {
    key: 'permissions',
    section: 'people',
    label: '권한 관리',
    description: '직원별 권한 코드',
    to: '/v3/permissions',
    showPermissionList: OFFICE,
    perm: '032',
  },
  {
    key: 'joinRequests',
    section: 'people',
    label: '가입 요청',
    description: '학원 찾기로 들어온 가입 요청 승인·거절',
    to: '/instMainTF',
    showPermissionList: OFFICE,
    perm: '010',
  },
  {
    key: 'myInsts',
    section: 'connect',
    label: '내 학원 목록',
    description: '학원 전환, 학원 나가기',
    to: '/v3/ConnectInstList',
    showPermissionList: ['ALL'],
  },
  {
    key: 'connectByCode',
    section: 'connect',
    label: '초대 코드로 연결',
    description: '받은 초대 코드 입력',
    to: '/v3/InstConnect',
    showPermissionList: ['ALL'],
  },
  {
    key: 'search',
    section: 'connect',
    label: '학원 찾기',
    description: '이름이나 지역으로 찾아 가입 요청',
    to: '/searchInstTF',
    showPermissionList: ['ALL'],
  },
];

/** Whether one member (role and authCd at the academy) sees an item. */
export function isManagementItemVisible(
  item: Pick<ManagementMenuItem, 'showPermissionList' | 'perm'>,
  member: { role: Role; authCd: string | null | undefined },
): boolean {
  if (!isMenuVisible(item.showPermissionList, member.role)) return false;
  return item.perm === undefined || roleHasPermission(member.role, member.authCd, item.perm);
}

/** The items of one section (or all) the member sees, in menu order. */
export function visibleManagementMenu(
  member: { role: Role; authCd: string | null | undefined },
  section?: ManagementSection,
): ManagementMenuItem[] {
  return MANAGEMENT_MENU.filter(
    (item) => (section === undefined || item.section === section) && isManagementItemVisible(item, member),
  );
}

export function isManagementSection(value: unknown): value is ManagementSection {
  return typeof value === 'string' && (MANAGEMENT_SECTIONS as readonly string[]).includes(value);
}
