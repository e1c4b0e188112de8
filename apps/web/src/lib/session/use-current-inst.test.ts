import type { MeResponse } from '@academy/domain/account/account.schema';
import { describe, expect, it } from 'vitest';
import { meWith } from '../../test/fixtures';
import { currentInstOf, currentMembershipOf } from './use-current-inst';

const ME: MeResponse = meWith([
  { instId: 'inst-a', instNm: '한빛수학학원', relationCd: null, role: 'PARENT', authCd: null },
  { instId: 'inst-b', instNm: '푸른영어학원', relationCd: '030', role: 'MANAGER', authCd: '010#020' },
  { instId: 'inst-c', instNm: '새싹학원', relationCd: '020', role: 'DIRECTOR', authCd: '000' },
]);

describe('currentMembershipOf', () => {
  it('keeps the chosen academy while the user belongs to it, otherwise takes their first, or none', () => {
    expect(currentMembershipOf(ME, 'inst-b')?.instNm).toBe('푸른영어학원');
    expect(currentMembershipOf(ME, 'gone')?.instId).toBe('inst-a');
    expect(currentMembershipOf(ME, null)?.instId).toBe('inst-a');
    expect(currentMembershipOf(meWith([]), 'inst-a')).toBeNull();
  });
});

describe('currentInstOf', () => {
  const chosen = (instId: string | null) => ({ instId, instNm: instId ? `이름 ${instId}` : null });

  it('says what the user is at the current academy and which codes the membership grants', () => {
    const manager = currentInstOf(ME, chosen('inst-b'));
    expect(manager).toMatchObject({
      instId: 'inst-b',
      instNm: '푸른영어학원',
      userId: ME.user.userId,
      role: 'MANAGER',
      authCd: '010#020',
      isStaff: true,
      isDirector: false,
    });
    expect(manager.can('010')).toBe(true);
    expect(manager.can('032')).toBe(false);

    const director = currentInstOf(ME, chosen('inst-c'));
    expect(director).toMatchObject({ role: 'DIRECTOR', isStaff: true, isDirector: true });
    expect(director.can('072')).toBe(true);

    const parent = currentInstOf(ME, chosen('inst-a'));
    expect(parent).toMatchObject({ role: 'PARENT', isStaff: false, isDirector: false });
    expect(parent.can('010')).toBe(false);
  });

  it('follows the user to their first academy when the chosen one is no longer theirs', () => {
    expect(currentInstOf(ME, chosen('gone'))).toMatchObject({ instId: 'inst-a', instNm: '한빛수학학원' });
  });

  it('has no academy for a user with none, whatever the header still says', () => {
    const none = currentInstOf(meWith([]), chosen('inst-a'));
    expect(none).toMatchObject({ instId: null, instNm: null, membership: null, role: null, isStaff: false });
    expect(none.can('010')).toBe(false);
  });

  it('keeps the chosen academy, with no membership, until the user is known', () => {
    for (const me of [undefined, null]) {
      const unknown = currentInstOf(me, chosen('inst-b'));
      expect(unknown).toMatchObject({ instId: 'inst-b', instNm: '이름 inst-b', userId: null, role: null });
      expect(unknown.can('010')).toBe(false);
    }
  });
});
