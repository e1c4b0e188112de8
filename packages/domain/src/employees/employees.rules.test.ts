import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CODES, parseAuthCd, roleHasPermission } from '../access/access.permissions';
import { defaultStaffAuthCd } from '../institute/institute.rules';
import {
  auditActionLabel,
  billedTypeOf,
  canonicalAuthCd,
  channelCosts,
  describeAuditState,
  inviteLink,
  isStaffRelationCd,
  isValidAuthCdText,
  MESSAGE_COSTS,
  matchesNameSearch,
  messageBytes,
  permissionLabelsOf,
  SMS_MAX_BYTES,
  shownName,
  staffChangeNotice,
  staffInviteMessage,
} from './employees.rules';

describe('staff', () => {
  it('counts director, manager and teacher as staff', () => {
    expect(['020', '030', '050'].every(isStaffRelationCd)).toBe(true);
    expect(isStaffRelationCd('010')).toBe(false);
    expect(isStaffRelationCd(null)).toBe(false);
  });

  it('gives new staff valid default codes; a teacher none', () => {
    expect(defaultStaffAuthCd('050')).toBe('');
    for (const role of ['030', '050'] as const) {
      expect(canonicalAuthCd(defaultStaffAuthCd(role))).toBe(defaultStaffAuthCd(role));
    }
  });

  it('shows the display name when there is one', () => {
    expect(shownName('김철수', null)).toBe('김철수');
    expect(shownName('김철수', '  ')).toBe('김철수');
    expect(shownName('김철수', '수학 김쌤')).toBe('수학 김쌤');
  });
});

describe('authCd as the API receives it', () => {
  it('accepts empty, single and #-joined known codes', () => {
    for (const value of ['', ' ', '000', '041', '031#032', '010#020#030#031#032', ' 041 # 042 ']) {
      expect(isValidAuthCdText(value)).toBe(true);
    }
  });

  it('refuses unknown codes, empty parts and other separators', () => {
    for (const value of ['999', '041#', '#041', '041##042', '041,042', '41', 'all', '041#033']) {
      expect(isValidAuthCdText(value)).toBe(false);
    }
  });

  it('stores the canonical form', () => {
    expect(canonicalAuthCd('031#032')).toBe('030#031#032');
    expect(canonicalAuthCd('042#041')).toBe('040#041#042');
    expect(canonicalAuthCd('010#020#030#040#050#060#070')).toBe('000');
    expect(canonicalAuthCd('')).toBe('');
  });

  it('accepts and canonicalises every set of codes', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSION_CODES]), (codes) => {
        const text = codes.join('#');
        return isValidAuthCdText(text) && parseAuthCd(canonicalAuthCd(text)).join() === parseAuthCd(text).join();
      }),
    );
  });

  it('labels codes, a checked group standing for its children', () => {
    expect(permissionLabelsOf('041')).toEqual(['결제 조회']);
    expect(permissionLabelsOf('010#030#031#032#041')).toEqual(['학원 관리', '직원 관리', '결제 조회']);
    expect(permissionLabelsOf('000')).toEqual(['전체']);
    expect(permissionLabelsOf(null)).toEqual([]);
  });
});

describe('invitation message and cost', () => {
  it('counts Hangul as 2 bytes and ASCII as 1', () => {
    expect(messageBytes('abc')).toBe(3);
    expect(messageBytes('가나')).toBe(4);
    expect(messageBytes('A가\n')).toBe(4);
  });

  it('bills a short text as SMS, a long one as LMS, AlimTalk as such', () => {
    const short = '가'.repeat(SMS_MAX_BYTES / 2);
    expect(billedTypeOf('sms', short)).toBe('sms');
    expect(billedTypeOf('sms', `${short}a`)).toBe('lms');
    expect(billedTypeOf('alimtalk', `${short}a`)).toBe('alimtalk');
    expect(channelCosts(short)).toEqual([
      { channel: 'sms', billedAs: 'sms', cost: 20 },
      { channel: 'alimtalk', billedAs: 'alimtalk', cost: 8 },
    ]);
    expect(MESSAGE_COSTS).toEqual({ sms: 20, lms: 50, alimtalk: 8 });
  });

  it('links to InstConnect with the code', () => {
    expect(inviteLink('https://academy.example/', 'ABCD2345')).toBe(
      'https://academy.example/v3/InstConnect?code=ABCD2345',
    );
  });

  it('says who invites, as what, the code, the link and until when', () => {
    const text = staffInviteMessage({
      instNm: '한빛수학학원',
      relationCd: '050',
      targetNm: '박강사',
      code: 'ABCD2345',
      link: 'https://academy.example/v3/InstConnect?code=ABCD2345',
      expiresAt: new Date('2026-12-06T14:59:00Z'),
    });
    expect(text).toContain('[학원ON] 한빛수학학원 직원 초대');
    expect(text).toContain('박강사님, 한빛수학학원이 강사로 초대했습니다.');
    expect(text).toContain('초대 코드: ABCD2345');
    expect(text).toContain('https://academy.example/v3/InstConnect?code=ABCD2345');
    expect(text).toContain('(2026.12.06까지 사용할 수 있습니다)');
    expect(billedTypeOf('sms', text)).toBe('lms');
    const manager = staffInviteMessage({
      instNm: '바른영어',
      relationCd: '030',
      targetNm: null,
      code: 'C',
      link: 'l',
      expiresAt: new Date('2026-12-06T00:00:00Z'),
    });
    expect(manager).toContain('\n바른영어가 실장으로 초대했습니다.');
  });
});

describe('name search', () => {
  it('matches a part of the name, or its initial consonants', () => {
    expect(matchesNameSearch('김원장', '원장')).toBe(true);
    expect(matchesNameSearch('김원장', 'ㄱㅇㅈ')).toBe(true);
    expect(matchesNameSearch('김원장', 'ㅇㅈ')).toBe(true);
    expect(matchesNameSearch('김원장', 'ㄱㅈ')).toBe(false);
    expect(matchesNameSearch('김원장', '박')).toBe(false);
    expect(matchesNameSearch('Kim Jisoo', 'jis')).toBe(true);
    expect(matchesNameSearch('박 강사', '박강')).toBe(true);
    expect(matchesNameSearch('아무개', '')).toBe(true);
    expect(matchesNameSearch('아무개', undefined)).toBe(true);
  });

  it('always finds a name by itself and by its own initials', () => {
    const hangulName = fc
      .array(fc.integer({ min: 0xac00, max: 0xd7a3 }), { minLength: 1, maxLength: 5 })
      .map((codes) => String.fromCodePoint(...codes));
    fc.assert(fc.property(hangulName, (name) => matchesNameSearch(name, name)));
  });
});

describe('audit', () => {
  it('names the actions of the area and leaves others as they are', () => {
    expect(auditActionLabel('permission.update')).toBe('권한 변경');
    expect(auditActionLabel('student.status')).toBe('student.status');
    expect(auditActionLabel('join-request.cancel')).toBe('가입 요청 취소');
    expect(auditActionLabel('join-request.approve')).toBe('가입 요청 승인');
    expect(auditActionLabel('invite.accept')).toBe('초대 수락');
  });

  it('describes a before/after state in words', () => {
    expect(describeAuditState(null)).toBe('없음');
    expect(describeAuditState({ authCd: '041' })).toBe('결제 조회');
    expect(describeAuditState({ authCd: '' })).toBe('권한 없음');
    expect(describeAuditState({ relationCd: '030', status: 'active', authCd: '000' })).toBe('실장 · 재직 중 · 전체');
    expect(describeAuditState({ status: 'ended' })).toBe('퇴사');
    expect(describeAuditState({ displayNm: null, memo: '메모' })).toBe('표시 이름 없음 · 메모 있음');
    expect(describeAuditState({ displayNm: '김쌤', memo: null })).toBe('표시 이름 김쌤 · 메모 없음');
    expect(describeAuditState({ relationCd: '050', targetNm: '박강사' })).toBe('강사 · 박강사');
    expect(describeAuditState({ other: 1 })).toBe('-');
    expect(describeAuditState({ requestId: 'r', requestStatus: 'pending', role: 'student' })).toBe(
      '학생 가입 요청 · 승인 대기',
    );
    expect(describeAuditState({ requestId: 'r', requestStatus: 'cancelled', role: 'staff' })).toBe(
      '직원 가입 요청 · 취소',
    );
    expect(describeAuditState({ requestStatus: 'gone', role: 'director' })).toBe('-');
  });
});

describe('the permission rule the staff routes rely on (SPEC §6)', () => {
  // A director holds everything, 000 holds everything, a group code grants its view and write
  // children, and parents and students hold nothing whatever their authCd says.
  it('grants by role, 000 and parent codes', () => {
    expect(roleHasPermission('DIRECTOR', null, '032')).toBe(true);
    expect(roleHasPermission('DIRECTOR', '', '000')).toBe(true);
    expect(roleHasPermission('MANAGER', '000', '032')).toBe(true);
    expect(roleHasPermission('TEACHER', '000', '000')).toBe(true);
    expect(roleHasPermission('MANAGER', '030', '031')).toBe(true);
    expect(roleHasPermission('MANAGER', '030', '032')).toBe(true);
    expect(roleHasPermission('MANAGER', '031', '032')).toBe(false);
    expect(roleHasPermission('MANAGER', '031#032', '030')).toBe(true);
    expect(roleHasPermission('MANAGER', '010#020#031#032#041#042#051#052#061#062#071', '000')).toBe(false);
    expect(roleHasPermission('MANAGER', '010#020#031#032#041#042#051#052#061#062#071#072', '000')).toBe(true);
    expect(roleHasPermission('TEACHER', defaultStaffAuthCd('050'), '031')).toBe(false);
    expect(roleHasPermission('PARENT', '000', '031')).toBe(false);
    expect(roleHasPermission('STUDENT', '000', '031')).toBe(false);
  });
});

describe('staff change notices', () => {
  it('tell the employee their new role or that they left', () => {
    expect(staffChangeNotice('한빛수학학원', { type: 'role', relationCd: '030' })).toEqual({
      title: '역할이 바뀌었습니다',
      body: '한빛수학학원에서 역할이 실장으로 바뀌었습니다.',
    });
    expect(staffChangeNotice('한빛수학학원', { type: 'end' }).body).toBe('한빛수학학원의 직원 연결이 종료되었습니다.');
  });
});
