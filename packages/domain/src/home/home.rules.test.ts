import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyStatusCounts } from '../attendance/attendance.rules';
import { type AcademyProgress, dayTally, NEXT_STEPS, pendingNextSteps } from './home.rules';

const NOTHING_DONE: AcademyProgress = {
  hasClass: false,
  hasTeacher: false,
  hasStudent: false,
  hasConnectedParent: false,
  hasUsedDesk: false,
};

describe('next steps of a new academy', () => {
  it('offers a director of a new academy every step, in order', () => {
    expect(pendingNextSteps(NOTHING_DONE, { role: 'DIRECTOR', authCd: '000' })).toEqual([
      'createClass',
      'inviteTeacher',
      'registerStudent',
      'connectParent',
      'setUpDesk',
    ]);
  });

  it('drops each step once it is done, and offers nothing when all are done', () => {
    const director = { role: 'DIRECTOR' as const, authCd: '000' };
    expect(pendingNextSteps({ ...NOTHING_DONE, hasClass: true, hasStudent: true }, director)).toEqual([
      'inviteTeacher',
      'connectParent',
      'setUpDesk',
    ]);
    const allDone: AcademyProgress = {
      hasClass: true,
      hasTeacher: true,
      hasStudent: true,
      hasConnectedParent: true,
      hasUsedDesk: true,
    };
    expect(pendingNextSteps(allDone, director)).toEqual([]);
  });

  it('offers a manager only the steps their codes allow', () => {
    expect(pendingNextSteps(NOTHING_DONE, { role: 'MANAGER', authCd: '020' })).toEqual(['createClass', 'setUpDesk']);
    expect(pendingNextSteps(NOTHING_DONE, { role: 'MANAGER', authCd: '010#032' })).toEqual([
      'inviteTeacher',
      'registerStudent',
      'connectParent',
      'setUpDesk',
    ]);
    expect(pendingNextSteps(NOTHING_DONE, { role: 'MANAGER', authCd: '030' })).toContain('inviteTeacher');
  });

  it('never offers a step that is done, whatever else is done (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          hasClass: fc.boolean(),
          hasTeacher: fc.boolean(),
          hasStudent: fc.boolean(),
          hasConnectedParent: fc.boolean(),
          hasUsedDesk: fc.boolean(),
        }),
        (progress) => {
          const steps = pendingNextSteps(progress, { role: 'DIRECTOR', authCd: '000' });
          const done = Object.values(progress).filter(Boolean).length;
          expect(steps).toHaveLength(NEXT_STEPS.length - done);
          expect(steps).toEqual(NEXT_STEPS.filter((step) => steps.includes(step)));
        },
      ),
    );
  });
});

describe('a class day on the home', () => {
  it('counts early leaves and makeups as 출석, and never a negative 미체크', () => {
    const counts = { ...emptyStatusCounts(), PRESENT: 5, EARLY_LEAVE: 1, MAKEUP: 1, LATE: 2, ABSENT: 1 };
    expect(dayTally(counts, 3)).toEqual({ present: 7, late: 2, absent: 1, unmarked: 3 });
    expect(dayTally(emptyStatusCounts(), -1)).toEqual({ present: 0, late: 0, absent: 0, unmarked: 0 });
  });
});
