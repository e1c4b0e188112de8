import { describe, expect, it } from 'vitest';
import type { Role } from '../access/access.roles';
import {
  bottomTabs,
  isNavItemVisible,
  MAX_MIDDLE_TABS,
  MENU_TAB,
  menuGroupOf,
  NAV_GROUPS,
  NAV_ITEMS,
  NAV_MENU_PATH,
  type NavMembership,
  navSections,
  visibleNavItems,
} from './navigation.menu';

const keys = (items: { key: string }[]) => items.map((item) => item.key);
const as = (role: Role, authCd: string | null = null): NavMembership[] => [{ role, authCd }];
const tabLabels = (memberships: NavMembership[]) => bottomTabs(memberships).map((tab) => tab.label);

const STAFF_ONLY = [
  'attendanceClasses',
  'instAttendance',
  'desk',
  'classCreate',
  'classSchedule',
  'students',
  'studentRegister',
  'members',
  'employees',
  'employeeRegister',
  'permissions',
  'instEdit',
  'regions',
  'bills',
  'tuitionFees',
];

describe('the navigation model', () => {
  it('has unique keys and paths, each item in a known group with a Korean label and description', () => {
    expect(new Set(keys([...NAV_ITEMS])).size).toBe(NAV_ITEMS.length);
    expect(new Set(NAV_ITEMS.map((item) => item.to)).size).toBe(NAV_ITEMS.length);
    for (const item of NAV_ITEMS) {
      expect(NAV_GROUPS).toContain(item.group);
      expect(item.label).toMatch(/[가-힣]/);
      expect(item.description).toMatch(/[가-힣]/);
      expect(item.to).toMatch(/^\/[^:{?#]*$/);
      expect(`${item.label} ${item.description}`).not.toMatch(/준비 중|준비되면|열리면|\(\d{3}\)/);
    }
  });

  it('lists no screen of an area that is not built yet', () => {
    for (const item of NAV_ITEMS) {
      expect(item.to).not.toMatch(/board|Live|deals|Receipt/i);
    }
  });

  it('lists 채팅 for every member of an academy, and not without one', () => {
    for (const role of ['DIRECTOR', 'MANAGER', 'TEACHER', 'PARENT', 'STUDENT'] as const)
      expect(keys(visibleNavItems(as(role, role === 'MANAGER' ? '031' : null)))).toContain('chat');
    expect(keys(visibleNavItems([]))).not.toContain('chat');
    expect(NAV_ITEMS.find((item) => item.key === 'chat')?.to).toBe('/chatRoomListMain');
  });

  it('shows a director every item', () => {
    // The family-only items: timetable, family, pay, cardManagement and the family's 성적, 숙제, 학습 리포트.
    expect(visibleNavItems(as('DIRECTOR', '000'))).toHaveLength(NAV_ITEMS.length - 7);
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).not.toContain('myGrades');
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).not.toContain('timetable');
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).not.toContain('family');
    // Paying is for families; the director manages the bills and sees every payment.
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).not.toContain('pay');
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).not.toContain('cardManagement');
    expect(keys(visibleNavItems(as('DIRECTOR', null)))).toEqual(expect.arrayContaining(STAFF_ONLY));
  });

  it('shows a manager only what their codes open', () => {
    const classesOnly = keys(visibleNavItems(as('MANAGER', '020')));
    expect(classesOnly).toEqual(
      expect.arrayContaining(['attendanceClasses', 'instAttendance', 'classes', 'monthlySchedule', 'students']),
    );
    expect(classesOnly).not.toContain('studentRegister');
    expect(classesOnly).not.toContain('employees');
    expect(classesOnly).not.toContain('instEdit');

    const officeOnly = keys(visibleNavItems(as('MANAGER', '010')));
    expect(officeOnly).toEqual(
      expect.arrayContaining(['students', 'studentRegister', 'members', 'instEdit', 'regions']),
    );
    for (const key of ['attendanceClasses', 'attendanceHistory', 'classes', 'monthlySchedule', 'classCreate'])
      expect(officeOnly).not.toContain(key);

    // 031 opens the staff list, not its registration or the permissions (000 only).
    const viewStaff = keys(visibleNavItems(as('MANAGER', '031')));
    expect(viewStaff).toContain('employees');
    expect(viewStaff).not.toContain('employeeRegister');
    expect(viewStaff).not.toContain('permissions');
    expect(keys(visibleNavItems(as('MANAGER', '030#031#032')))).not.toContain('permissions');
    expect(keys(visibleNavItems(as('MANAGER', '000')))).toContain('permissions');
    // Every manager opens the desk and the academy's public details.
    expect(keys(visibleNavItems(as('MANAGER', null)))).toEqual(
      expect.arrayContaining(['home', 'notifications', 'desk', 'instDetail', 'instExtra', 'myPage']),
    );
  });

  it("shows a teacher their classes whatever their codes, and 020's creation only with it", () => {
    const noCodes = keys(visibleNavItems(as('TEACHER', null)));
    expect(noCodes).toEqual(
      expect.arrayContaining([
        'attendanceClasses',
        'attendanceHistory',
        'desk',
        'classes',
        'monthlySchedule',
        'classSchedule',
        'students',
      ]),
    );
    expect(noCodes).not.toContain('classCreate');
    expect(keys(visibleNavItems(as('TEACHER', '020')))).toContain('classCreate');
    for (const key of ['instAttendance', 'studentRegister', 'members', 'employees', 'permissions', 'regions'])
      expect(keys(visibleNavItems(as('TEACHER', '000')))).not.toContain(key);
  });

  it.each(['PARENT', 'STUDENT'] as const)('never shows staff screens to a %s', (role) => {
    const seen = keys(visibleNavItems(as(role)));
    for (const key of STAFF_ONLY) expect(seen).not.toContain(key);
    expect(seen).toEqual(
      expect.arrayContaining(['home', 'notifications', 'attendanceHistory', 'classes', 'timetable', 'family']),
    );
  });

  it('shows someone with no academy only what needs none', () => {
    expect(keys(visibleNavItems([]))).toEqual([
      'home',
      'notifications',
      'myInsts',
      'connectByCode',
      'searchInst',
      'instCreate',
      'myPage',
    ]);
  });

  it('gives a teacher who is also a parent at the academy what either role opens', () => {
    const both: NavMembership[] = [
      { role: 'TEACHER', authCd: '020' },
      { role: 'PARENT', authCd: null },
    ];
    expect(keys(visibleNavItems(both))).toEqual(expect.arrayContaining(['attendanceClasses', 'timetable', 'family']));
    const family = NAV_ITEMS.find((item) => item.key === 'family');
    if (!family) throw new Error('no family item');
    expect(isNavItemVisible(family, both)).toBe(true);
    expect(isNavItemVisible(family, [{ role: 'TEACHER', authCd: '020' }])).toBe(false);
  });

  it('groups the visible items by area, leaving out empty groups', () => {
    expect(navSections(as('STUDENT')).map((section) => section.label)).toEqual([
      '홈',
      '출결',
      '수업·일정',
      '학습',
      '수납·결제',
      '학원 관리',
      '내 정보',
    ]);
    const director = navSections(as('DIRECTOR'));
    expect(director.map((section) => section.group)).toEqual([...NAV_GROUPS]);
    expect(director.flatMap((section) => section.items)).toHaveLength(visibleNavItems(as('DIRECTOR')).length);
  });
});

describe('learning (학습)', () => {
  const learning = (memberships: NavMembership[]) => keys(visibleNavItems(memberships, 'learning'));

  it('gives staff the management screens and families their own, with 학습 자료 for all', () => {
    expect(learning(as('DIRECTOR'))).toEqual(['learning', 'grades', 'homework', 'reports', 'materials']);
    expect(learning(as('TEACHER'))).toEqual(['learning', 'grades', 'homework', 'reports', 'materials']);
    expect(learning(as('PARENT'))).toEqual(['learning', 'myGrades', 'myHomework', 'myReports', 'materials']);
    expect(learning(as('STUDENT'))).toEqual(['learning', 'myGrades', 'myHomework', 'myReports', 'materials']);
  });

  it('opens the learning screens to a manager with 수업 (020) only', () => {
    expect(learning(as('MANAGER', '031'))).toEqual([]);
    expect(learning(as('MANAGER', '020'))).toEqual(['learning', 'grades', 'homework', 'reports', 'materials']);
  });
});

describe('the money of the academy (수납·결제)', () => {
  const money = (memberships: NavMembership[]) => keys(visibleNavItems(memberships, 'money'));

  it('opens 청구서 관리, 교습비 원장, 결제 내역 and 거래 내역 to the director and to managers holding 041 or 042', () => {
    // 정산 내역 needs 041 (결제 조회) itself.
    const withSettlements = ['bills', 'tuitionFees', 'paymentList', 'transactions', 'settlements'];
    expect(money(as('DIRECTOR', null))).toEqual(withSettlements);
    expect(money(as('MANAGER', '041'))).toEqual(withSettlements);
    expect(money(as('MANAGER', '042'))).toEqual(['bills', 'tuitionFees', 'paymentList', 'transactions']);
    expect(money(as('MANAGER', '040'))).toEqual(withSettlements);
    expect(NAV_ITEMS.find((item) => item.key === 'settlements')?.to).toBe('/v3/SettlementListPage');
    expect(money(as('MANAGER', '010#020#031'))).toEqual([]);
    expect(money(as('MANAGER', null))).toEqual([]);
  });

  it('opens only 거래 내역 to a manager holding 입출금 (061 or 062) without a payment code', () => {
    expect(money(as('MANAGER', '061'))).toEqual(['transactions']);
    expect(money(as('MANAGER', '062'))).toEqual(['transactions']);
    expect(NAV_ITEMS.find((item) => item.key === 'transactions')?.to).toBe('/v3/transaction/list');
  });

  it('shows a teacher no money, whatever codes they hold', () => {
    expect(money(as('TEACHER', '000'))).toEqual([]);
    expect(money(as('TEACHER', '041#042'))).toEqual([]);
  });

  it.each(['PARENT', 'STUDENT'] as const)('lets a %s pay the family’s bills and see what was paid', (role) => {
    expect(money(as(role))).toEqual(['pay', 'paymentList', 'cardManagement']);
    const pay = NAV_ITEMS.find((item) => item.key === 'pay');
    expect(pay?.to).toBe('/v3/payment');
    expect(NAV_ITEMS.find((item) => item.key === 'paymentList')?.to).toBe('/paymentList');
    expect(NAV_ITEMS.find((item) => item.key === 'bills')?.to).toBe('/v3/InstBill');
  });

  it('keeps the bottom tabs as they were: bills come monthly, the home card and the alert open them', () => {
    const moneyPaths = new Set(['/v3/payment', '/v3/InstBill', '/paymentList']);
    for (const role of ['PARENT', 'STUDENT', 'DIRECTOR', 'MANAGER'] as const)
      for (const tab of bottomTabs(as(role, '000'))) expect(moneyPaths.has(tab.to), `${role} ${tab.to}`).toBe(false);
  });
});

describe('bottom tabs per role', () => {
  it('give staff 홈 · 출결 · 피드 · 일정 · 원생 · 전체', () => {
    for (const role of ['DIRECTOR', 'TEACHER'] as const)
      expect(tabLabels(as(role))).toEqual(['홈', '출결', '피드', '일정', '원생', '전체']);
    expect(tabLabels(as('MANAGER', '010#020'))).toEqual(['홈', '출결', '피드', '일정', '원생', '전체']);
  });

  it('fill a manager without class codes with what they can open', () => {
    expect(tabLabels(as('MANAGER', '010'))).toEqual(['홈', '원생', '알림', '전체']);
    expect(tabLabels(as('MANAGER', '031'))).toEqual(['홈', '알림', '전체']);
  });

  it('give a parent 홈 · 출결 · 피드 · 일정 · 채팅 · 전체 and a student 홈 · 출결 · 피드 · 시간표 · 채팅 · 전체', () => {
    expect(tabLabels(as('PARENT'))).toEqual(['홈', '출결', '피드', '일정', '채팅', '전체']);
    expect(tabLabels(as('STUDENT'))).toEqual(['홈', '출결', '피드', '시간표', '채팅', '전체']);
    expect(bottomTabs(as('STUDENT')).find((tab) => tab.label === '채팅')?.to).toBe('/chatRoomListMain');
    expect(bottomTabs(as('PARENT')).find((tab) => tab.label === '피드')?.to).toBe('/feedPageTF');
    const parentTabs = bottomTabs(as('PARENT'));
    expect(parentTabs.find((tab) => tab.label === '출결')?.to).toBe('/v3/AttendanceHistory');
    expect(bottomTabs(as('TEACHER')).find((tab) => tab.label === '출결')?.to).toBe('/v3/AttendanceClassList');
  });

  it('give someone with no academy 홈 · 알림 · 전체', () => {
    expect(tabLabels([])).toEqual(['홈', '알림', '전체']);
  });

  it('never repeat a label or exceed the limit, and always end with 전체', () => {
    const mixed: NavMembership[] = [
      { role: 'TEACHER', authCd: '020' },
      { role: 'PARENT', authCd: null },
      { role: 'STUDENT', authCd: null },
    ];
    const tabs = bottomTabs(mixed);
    expect(new Set(tabs.map((tab) => tab.label)).size).toBe(tabs.length);
    expect(tabs.length).toBeLessThanOrEqual(MAX_MIDDLE_TABS + 2);
    expect(tabs.at(-1)).toEqual(MENU_TAB);
    expect(MENU_TAB.to).toBe(NAV_MENU_PATH);
  });
});

describe('the management screen’s group', () => {
  it.each([
    ['academy', 'academy'],
    ['people', 'people'],
    ['info', 'academy'],
    ['connect', 'academy'],
    ['all', null],
    ['teacher', null],
    [undefined, null],
  ])('%s → %s', (mng, group) => {
    expect(menuGroupOf(mng)).toBe(group);
  });
});
