import { isMenuVisible, type MenuAudience } from '../access/access.menu';
import { type PermissionCode, roleHasPermission } from '../access/access.permissions';
import type { Role } from '../access/access.roles';

/**
 * The app's destinations, in one model: the side navigation (tablet and up), the bottom tabs
 * (phones), the full menu (전체) and the academy management screen all read it.
 *
 * Only screens that work are listed. An item shows to a member when its `showPermissionList`
 * (SPEC §6) lets one of their roles at the current academy see it and, if it names permission codes,
 * that membership holds one of them (a director holds every code; `permFor` says which roles the
 * codes are asked of, so a teacher sees their own classes whatever codes they hold). The server
 * enforces the same rules on the routes behind each screen; the menu only hides what would be refused.
 * A signed-in user with no academy sees the items for everyone that need no academy.
 */

export const NAV_GROUPS = ['home', 'attendance', 'classes', 'learning', 'people', 'money', 'academy', 'me'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  home: '홈',
  attendance: '출결',
  classes: '수업·일정',
  learning: '학습',
  people: '원생·구성원',
  money: '수납·결제',
  academy: '학원 관리',
  me: '내 정보',
};

/** A bottom tab on phones: for these roles, with a short label; lower `rank` comes first. */
export type NavTab = { roles: readonly Role[]; label: string; rank: number };

export type NavItem = {
  key: string;
  label: string;
  /** One line under the label in the full menu. */
  description: string;
  /** The screen it opens (a path of the route map, no parameters). */
  to: string;
  group: NavGroup;
  showPermissionList: readonly MenuAudience[];
  /** Permission codes, any one of which the screen needs (directors hold them all). */
  perm?: readonly PermissionCode[];
  /** The roles the codes are asked of (default: manager and teacher). */
  permFor?: readonly Role[];
  /** Whether it needs a current academy (default true). */
  needsAcademy?: boolean;
  tab?: NavTab;
};

export type NavMembership = { role: Role; authCd: string | null | undefined };

export const NAV_HOME_PATH = '/mainTF';
/** The full menu (the 전체 tab): the management screen showing every group. */
export const NAV_MENU_PATH = '/instManagementTF/all';

const ALL: readonly MenuAudience[] = ['ALL'];
const STAFF: readonly Role[] = ['DIRECTOR', 'MANAGER', 'TEACHER'];
const OFFICE: readonly Role[] = ['DIRECTOR', 'MANAGER'];
const FAMILY: readonly Role[] = ['PARENT', 'STUDENT'];
const EVERYONE: readonly Role[] = [...STAFF, ...FAMILY];
const MANAGER_ONLY: readonly Role[] = ['MANAGER'];
/** The money of the academy: 결제 조회 (041) or 결제 등록 (042); teachers never see it (PRODUCT: 강사 sees no money). */
const PAYMENT_CODES: readonly PermissionCode[] = ['041', '042'];

export const NAV_ITEMS: readonly NavItem[] = [
  // 홈
  {
    key: 'home',
    group: 'home',
    label: '홈',
    description: '오늘의 학원 소식',
    to: NAV_HOME_PATH,
    showPermissionList: ALL,
    needsAcademy: false,
  },
  {
    key: 'notifications',
    group: 'home',
    label: '알림',
    description: '등원·하원, 결석과 학원 소식',
    to: '/v3/notificationsListPage',
    showPermissionList: ALL,
    needsAcademy: false,
    tab: { roles: EVERYONE, label: '알림', rank: 4 },
  },
  {
    key: 'feed',
    group: 'home',
    label: '피드',
    description: '반 소식과 사진, 알림장',
    to: '/feedPageTF',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
    tab: { roles: EVERYONE, label: '피드', rank: 1.5 },
  },
  {
    key: 'chat',
    group: 'home',
    label: '채팅',
    description: '선생님·학부모와 1:1 대화, 반 채팅방',
    to: '/chatRoomListMain',
    showPermissionList: ALL,
    // Families talk with the teachers daily; on their phones 채팅 (with its unread badge) takes the
    // place of 알림, which stays in the side menu, in 전체 and on the home.
    tab: { roles: FAMILY, label: '채팅', rank: 3 },
  },
  {
    key: 'notices',
    group: 'home',
    label: '공지사항',
    description: '학원에서 보낸 공지와 확인 요청',
    to: '/v3/notice/list',
    showPermissionList: ALL,
  },
  {
    key: 'noticeManage',
    group: 'home',
    label: '공지 관리',
    description: '공지 쓰기, 읽음 확인과 다시 알리기',
    to: '/v3/NoticeList',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  // 출결
  {
    key: 'attendanceClasses',
    group: 'attendance',
    label: '출결 관리',
    description: '수업별 출석부와 출결 입력',
    to: '/v3/AttendanceClassList',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
    tab: { roles: STAFF, label: '출결', rank: 1 },
  },
  {
    key: 'attendanceHistory',
    group: 'attendance',
    label: '출결 기록',
    description: '원생별·반별 한 달 출결',
    to: '/v3/AttendanceHistory',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
    tab: { roles: FAMILY, label: '출결', rank: 1 },
  },
  {
    key: 'instAttendance',
    group: 'attendance',
    label: '학원 출결 현황',
    description: '오늘 학원 전체의 등원과 출결',
    to: '/instAttendance',
    showPermissionList: OFFICE,
    perm: ['020'],
  },
  {
    key: 'desk',
    group: 'attendance',
    label: '출결 데스크',
    description: '입구 태블릿에서 출결 번호로 등원·하원',
    to: '/attendanceDeskMain',
    showPermissionList: STAFF,
  },
  // 수업·일정
  {
    key: 'classes',
    group: 'classes',
    label: '반',
    description: '반 목록과 반 정보',
    to: '/v3/class/MainPage',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'classCreate',
    group: 'classes',
    label: '반 만들기',
    description: '수업 요일·시간, 강사, 수강료',
    to: '/classCreate',
    showPermissionList: STAFF,
    perm: ['020'],
  },
  {
    key: 'monthlySchedule',
    group: 'classes',
    label: '월간 일정',
    description: '한 달의 수업, 휴강과 보강',
    to: '/v3/MonthlySchedule',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
    tab: { roles: ['DIRECTOR', 'MANAGER', 'TEACHER', 'PARENT'], label: '일정', rank: 2 },
  },
  {
    key: 'classSchedule',
    group: 'classes',
    label: '수업 일정',
    description: '이번 주 수업과 일정 변경',
    to: '/v3/ClassSchedule',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'timetable',
    group: 'classes',
    label: '시간표',
    description: '이번 주 수업 시간표',
    to: '/timeClass',
    showPermissionList: FAMILY,
    tab: { roles: ['STUDENT'], label: '시간표', rank: 2 },
  },
  // 학습
  {
    key: 'learning',
    group: 'learning',
    label: '학습 관리',
    description: '성적, 숙제, 학습 리포트와 학습 자료를 한곳에서',
    to: '/v3/LearningManagementPage',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'grades',
    group: 'learning',
    label: '성적 관리',
    description: '시험 만들기, 점수 입력과 통계, 학부모에게 공개',
    to: '/v3/GradeManagement',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'myGrades',
    group: 'learning',
    label: '성적',
    description: '공개된 시험 점수와 변화',
    to: '/v3/MyGradeManagement',
    showPermissionList: FAMILY,
  },
  {
    key: 'homework',
    group: 'learning',
    label: '숙제 관리',
    description: '숙제 내기, 제출 확인과 보완 요청',
    to: '/v3/homework/list',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'myHomework',
    group: 'learning',
    label: '숙제',
    description: '마감이 다가오는 숙제와 제출',
    to: '/v3/homework/my',
    showPermissionList: FAMILY,
  },
  {
    key: 'reports',
    group: 'learning',
    label: '학습 리포트 관리',
    description: '반별 월간 리포트 만들기, 코멘트 쓰기와 보내기',
    to: '/v3/InstReportList',
    showPermissionList: STAFF,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  {
    key: 'myReports',
    group: 'learning',
    label: '학습 리포트',
    description: '달마다 받는 출결·성적·숙제 리포트와 PDF',
    to: '/v3/StudentReportList',
    showPermissionList: FAMILY,
  },
  {
    key: 'materials',
    group: 'learning',
    label: '학습 자료',
    description: '반별 수업 자료 내려받기',
    to: '/v3/materials/list',
    showPermissionList: ALL,
    perm: ['020'],
    permFor: MANAGER_ONLY,
  },
  // 원생·구성원
  {
    key: 'students',
    group: 'people',
    label: '원생 목록',
    description: '재원·휴원·퇴원 원생 찾기',
    to: '/v3/StudentsList',
    showPermissionList: STAFF,
    perm: ['010', '020'],
    permFor: MANAGER_ONLY,
    tab: { roles: STAFF, label: '원생', rank: 3 },
  },
  {
    key: 'studentRegister',
    group: 'people',
    label: '원생 등록',
    description: '원생과 학부모 정보 등록, 엑셀 일괄 등록',
    to: '/v3/StudentRegister',
    showPermissionList: OFFICE,
    perm: ['010'],
  },
  {
    key: 'members',
    group: 'people',
    label: '구성원 목록',
    description: '학원에 연결된 모든 사람',
    to: '/v3/MemberList',
    showPermissionList: OFFICE,
    perm: ['010', '020'],
  },
  {
    key: 'employees',
    group: 'people',
    label: '직원 목록',
    description: '실장과 강사',
    to: '/v3/EmployeeList',
    showPermissionList: OFFICE,
    perm: ['031'],
  },
  {
    key: 'employeeRegister',
    group: 'people',
    label: '직원 등록',
    description: '실장·강사 초대',
    to: '/v3/EmployeeRegister',
    showPermissionList: OFFICE,
    perm: ['032'],
  },
  {
    key: 'permissions',
    group: 'people',
    label: '권한 관리',
    description: '직원별 권한과 변경 이력',
    to: '/v3/permissions',
    showPermissionList: OFFICE,
    perm: ['000'],
  },
  // 수납·결제
  {
    key: 'bills',
    group: 'money',
    label: '청구서 관리',
    description: '달마다 청구서 만들기와 발송, 수납 처리',
    to: '/v3/InstBill',
    showPermissionList: OFFICE,
    perm: PAYMENT_CODES,
  },
  {
    key: 'tuitionFees',
    group: 'money',
    label: '교습비 원장',
    description: '달마다 원생·반별 청구·수납·미수 합계와 월말 보고서',
    to: '/v3/tuition-fee/list',
    showPermissionList: OFFICE,
    perm: PAYMENT_CODES,
  },
  {
    key: 'pay',
    group: 'money',
    label: '청구·결제',
    description: '납부할 교습비 확인과 카드 결제',
    to: '/v3/payment',
    showPermissionList: FAMILY,
  },
  {
    key: 'paymentList',
    group: 'money',
    label: '결제 내역',
    description: '한 해 동안의 결제와 영수증',
    to: '/paymentList',
    showPermissionList: [...OFFICE, ...FAMILY],
    perm: PAYMENT_CODES,
    permFor: MANAGER_ONLY,
  },
  {
    key: 'transactions',
    group: 'money',
    label: '거래 내역',
    description: '결제·환불과 학원의 수입·지출을 한 목록으로, 엑셀 내보내기',
    to: '/v3/transaction/list',
    showPermissionList: OFFICE,
    // 결제 (041, 042) shows payments and refunds, 입출금 (061, 062) the academy's own income and expenses.
    perm: [...PAYMENT_CODES, '061', '062'],
  },
  {
    key: 'settlements',
    group: 'money',
    label: '정산 내역',
    description: '카드 결제의 수수료와 지급액, 결제 기관 정산 내역과 맞춰 보기',
    to: '/v3/SettlementListPage',
    showPermissionList: OFFICE,
    perm: ['041'],
  },
  {
    key: 'cardManagement',
    group: 'money',
    label: '카드 관리',
    description: '등록 카드와 납부일 자동결제',
    to: '/cardManagement',
    showPermissionList: FAMILY,
  },
  // 학원 관리
  {
    key: 'instDetail',
    group: 'academy',
    label: '학원 정보',
    description: '학원명, 유형, 과목, 주소와 연락처',
    to: '/instDetailInfoN',
    showPermissionList: ALL,
  },
  {
    key: 'instEdit',
    group: 'academy',
    label: '학원 정보 수정',
    description: '기본 정보와 사업자등록번호, 로고',
    to: '/instEditInfoN',
    showPermissionList: STAFF,
    perm: ['010'],
  },
  {
    key: 'instExtra',
    group: 'academy',
    label: '학원 소개',
    description: '학부모와 학생에게 보이는 소개글',
    to: '/v3/inst/extra',
    showPermissionList: ALL,
  },
  {
    key: 'regions',
    group: 'academy',
    label: '지역 설정',
    description: '학원 찾기에 나오는 지역 (최대 5곳)',
    to: '/v3/SettingArea',
    showPermissionList: OFFICE,
    perm: ['010'],
  },
  {
    key: 'academyExport',
    group: 'academy',
    label: '학원 데이터 내보내기',
    description: '학원의 모든 정보를 엑셀과 JSON 파일로 내려받기',
    to: '/v3/inst/export',
    showPermissionList: ['DIRECTOR'],
  },
  {
    key: 'messageCosts',
    group: 'academy',
    label: '알림톡·문자 비용',
    description: '이번 달 보낸 알림톡과 문자, 그 비용',
    to: '/v3/inst/messageCosts',
    showPermissionList: ['DIRECTOR'],
  },
  {
    key: 'myInsts',
    group: 'academy',
    label: '내 학원 목록',
    description: '학원 전환, 학원 나가기',
    to: '/v3/ConnectInstList',
    showPermissionList: ALL,
    needsAcademy: false,
  },
  {
    key: 'connectByCode',
    group: 'academy',
    label: '초대 코드로 연결',
    description: '받은 초대 코드 입력',
    to: '/v3/InstConnect',
    showPermissionList: ALL,
    needsAcademy: false,
  },
  {
    key: 'searchInst',
    group: 'academy',
    label: '학원 찾기',
    description: '이름이나 지역으로 찾아 가입 요청',
    to: '/searchInstTF',
    showPermissionList: ALL,
    needsAcademy: false,
  },
  {
    key: 'instCreate',
    group: 'academy',
    label: '학원 만들기',
    description: '새 학원을 열고 원장이 되기',
    to: '/instCreateTF',
    showPermissionList: ALL,
    needsAcademy: false,
  },
  // 내 정보
  {
    key: 'myPage',
    group: 'me',
    label: '내 정보',
    description: '프로필, 비밀번호, 이메일과 휴대폰 번호',
    to: '/v3/MyPage',
    showPermissionList: ALL,
    needsAcademy: false,
  },
  {
    key: 'family',
    group: 'me',
    label: '가족 관리',
    description: '자녀·보호자 연결',
    to: '/v3/FamilyRelation',
    showPermissionList: FAMILY,
  },
];

const DEFAULT_PERM_FOR: readonly Role[] = ['MANAGER', 'TEACHER'];

function holdsCodes(item: NavItem, membership: NavMembership): boolean {
  if (!item.perm) return true;
  if (!(item.permFor ?? DEFAULT_PERM_FOR).includes(membership.role)) return true;
  return item.perm.some((code) => roleHasPermission(membership.role, membership.authCd, code));
}

/**
 * Whether a user sees an item, given their membership at the current academy (a user holds at most
 * one per academy; none when they have no academy).
 */
export function isNavItemVisible(item: NavItem, memberships: readonly NavMembership[]): boolean {
  if (memberships.length === 0) return item.needsAcademy === false && item.showPermissionList.includes('ALL');
  return memberships.some(
    (membership) => isMenuVisible(item.showPermissionList, membership.role) && holdsCodes(item, membership),
  );
}

/** The items (of one group, or all) the user sees, in menu order. */
export function visibleNavItems(memberships: readonly NavMembership[], group?: NavGroup): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (group === undefined || item.group === group) && isNavItemVisible(item, memberships),
  );
}

export type NavSection = { group: NavGroup; label: string; items: NavItem[] };

/** The groups the user sees, each with its visible items; empty groups are left out. */
export function navSections(memberships: readonly NavMembership[]): NavSection[] {
  return NAV_GROUPS.map((group) => ({
    group,
    label: NAV_GROUP_LABELS[group],
    items: visibleNavItems(memberships, group),
  })).filter((section) => section.items.length > 0);
}

export type NavTabLink = { key: string; label: string; to: string };

export const HOME_TAB: NavTabLink = { key: 'home', label: '홈', to: NAV_HOME_PATH };
export const MENU_TAB: NavTabLink = { key: 'menu', label: '전체', to: NAV_MENU_PATH };
/** Tabs between 홈 and 전체 (the feed joined the daily ones: decision 0048). */
export const MAX_MIDDLE_TABS = 4;

/**
 * The bottom tabs of a user on phones: 홈, up to four destinations their roles work with (by rank,
 * one per label), then 전체.
 */
export function bottomTabs(memberships: readonly NavMembership[]): NavTabLink[] {
  const middle: NavTabLink[] = [];
  const candidates = NAV_ITEMS.filter((item) => item.tab !== undefined).sort(
    (a, b) => (a.tab?.rank ?? 0) - (b.tab?.rank ?? 0),
  );
  for (const item of candidates) {
    const tab = item.tab as NavTab;
    const forTab = memberships.filter((membership) => tab.roles.includes(membership.role));
    const visible = memberships.length === 0 ? isNavItemVisible(item, []) : isNavItemVisible(item, forTab);
    if (!visible || middle.some((link) => link.label === tab.label)) continue;
    middle.push({ key: item.key, label: tab.label, to: item.to });
  }
  return [HOME_TAB, ...middle.slice(0, MAX_MIDDLE_TABS), MENU_TAB];
}

/**
 * The group the management screen (`/instManagementTF/:mng`) opens on: a group key, or the
 * management menu's former section names (`info`, `people`, `connect`); anything else (e.g. `all`)
 * shows every group from the top.
 */
export function menuGroupOf(mng: string | undefined): NavGroup | null {
  if (mng === 'info' || mng === 'connect') return 'academy';
  return (NAV_GROUPS as readonly string[]).includes(mng ?? '') ? (mng as NavGroup) : null;
}
