import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  childReadState,
  decodeNoticeCursor,
  encodeNoticeCursor,
  type FamilyRead,
  isNoticeCursor,
  mayAddress,
  noticeChanges,
  noticePreview,
  noticeRecipients,
  readCounts,
  remindUserIds,
  sendAtRefusal,
} from './notice.rules';

const WRITER = 'writer';

describe('noticeRecipients', () => {
  it('sends to each addressed child’s own account and every connected guardian, per child', () => {
    const result = noticeRecipients({
      students: [
        {
          studentId: 'minjun',
          family: [
            { userId: 'minjun-user', relation: '본인' },
            { userId: 'mother', relation: '어머니' },
          ],
        },
        { studentId: 'seoyeon', family: [{ userId: 'mother', relation: '어머니' }] },
        { studentId: 'doyun', family: [] },
      ],
      staffUserIds: ['teacher'],
      writerUserId: WRITER,
    });
    expect(result.studentIds).toEqual(['minjun', 'seoyeon', 'doyun']);
    expect(result.rows).toEqual([
      { userId: 'minjun-user', studentId: 'minjun', relation: '본인' },
      { userId: 'mother', studentId: 'minjun', relation: '어머니' },
      { userId: 'mother', studentId: 'seoyeon', relation: '어머니' },
      { userId: 'teacher', studentId: null, relation: null },
    ]);
    // A mother of two addressed children is told once.
    expect(result.userIds).toEqual(['minjun-user', 'mother', 'teacher']);
  });

  it('counts a child once when a class and a name both bring them, and never tells the writer', () => {
    const result = noticeRecipients({
      students: [
        { studentId: 's1', family: [{ userId: 'p1', relation: '아버지' }] },
        {
          studentId: 's1',
          family: [
            { userId: 'p1', relation: '아버지' },
            { userId: WRITER, relation: '어머니' },
          ],
        },
      ],
      staffUserIds: [WRITER, 'manager', 'manager'],
      writerUserId: WRITER,
    });
    expect(result.studentIds).toEqual(['s1']);
    expect(result.staffUserIds).toEqual(['manager']);
    expect(result.rows).toEqual([
      { userId: 'p1', studentId: 's1', relation: '아버지' },
      { userId: 'manager', studentId: null, relation: null },
    ]);
  });

  it('tells every person once and lists every child once, whatever the overlap', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', WRITER);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            studentId: fc.constantFrom('s1', 's2', 's3'),
            family: fc.array(fc.record({ userId: id, relation: fc.constant('어머니') })),
          }),
        ),
        fc.array(id),
        (students, staffUserIds) => {
          const result = noticeRecipients({ students, staffUserIds, writerUserId: WRITER });
          expect(new Set(result.userIds).size).toBe(result.userIds.length);
          expect(new Set(result.studentIds).size).toBe(result.studentIds.length);
          expect(result.userIds).not.toContain(WRITER);
          expect(new Set(result.studentIds)).toEqual(new Set(students.map((student) => student.studentId)));
          const pairs = result.rows.map((row) => `${row.userId}/${row.studentId}`);
          expect(new Set(pairs).size).toBe(pairs.length);
        },
      ),
    );
  });
});

describe('mayAddress', () => {
  it('lets the director and managers with the code address anyone', () => {
    expect(mayAddress('all', { kind: 'academy' })).toBe(true);
    expect(mayAddress('all', { kind: 'people', staffUserIds: ['t'] })).toBe(true);
  });

  it('keeps a teacher to classes and students, never the academy or the staff', () => {
    expect(mayAddress('own-classes', { kind: 'classes' })).toBe(true);
    expect(mayAddress('own-classes', { kind: 'people', staffUserIds: [] })).toBe(true);
    expect(mayAddress('own-classes', { kind: 'academy' })).toBe(false);
    expect(mayAddress('own-classes', { kind: 'people', staffUserIds: ['manager'] })).toBe(false);
    expect(mayAddress('linked', { kind: 'classes' })).toBe(false);
  });
});

const member = (userId: string, relation: string, readAt: string | null, confirmedAt: string | null = null) =>
  ({ userId, userNm: `${userId}님`, relation, readAt, confirmedAt }) satisfies FamilyRead;

describe('reading per child', () => {
  it('counts a child as read once any of the family opened it, naming the first', () => {
    const state = childReadState([
      member('child', '본인', null),
      member('father', '아버지', '2026-11-23T10:00:00Z'),
      member('mother', '어머니', '2026-11-23T09:00:00Z', '2026-11-23T09:05:00Z'),
    ]);
    expect(state).toEqual({
      read: true,
      readAt: '2026-11-23T09:00:00Z',
      readBy: 'mother님 (어머니)',
      confirmed: true,
      confirmedAt: '2026-11-23T09:05:00Z',
      confirmedBy: 'mother님 (어머니)',
    });
  });

  it('leaves a child unread when nobody of the family has an account or opened it', () => {
    expect(childReadState([])).toMatchObject({ read: false, readBy: null, confirmed: false });
    expect(childReadState([member('mother', '어머니', null)])).toMatchObject({ read: false, confirmed: false });
  });

  it('counts one parent reading once for each of their children addressed', () => {
    const mother = '2026-11-23T09:00:00Z';
    const counts = readCounts([
      [member('minjun', '본인', null), member('mother', '어머니', mother, mother)],
      [member('mother', '어머니', mother, mother)],
      [member('doyun-father', '아버지', null)],
      [],
    ]);
    expect(counts).toEqual({ readCnt: 2, confirmCnt: 2, studentMaxCnt: 4 });
  });
});

describe('remindUserIds', () => {
  it('reminds the whole family of each unread child and the unread staff, once each', () => {
    const reminded = remindUserIds({
      students: [
        [
          { userId: 'mother', readAt: '2026-11-23T09:00:00Z' },
          { userId: 'father', readAt: null },
        ],
        [
          { userId: 'other-mother', readAt: null },
          { userId: 'other-child', readAt: null },
        ],
        [{ userId: 'other-mother', readAt: null }],
        [],
      ],
      staff: [
        { userId: 'teacher', readAt: null },
        { userId: 'manager', readAt: '2026-11-23T09:00:00Z' },
      ],
    });
    // The father is not reminded: the mother's reading counts for their child.
    expect(reminded).toEqual(['other-mother', 'other-child', 'teacher']);
  });
});

describe('sendAtRefusal', () => {
  const now = new Date('2026-11-23T07:00:00Z');
  it('takes a time after now and within 90 days', () => {
    expect(sendAtRefusal(new Date('2026-11-23T07:01:00Z'), now)).toBeNull();
    expect(sendAtRefusal(new Date('2027-02-21T07:00:00Z'), now)).toBeNull();
  });
  it('refuses now, the past and beyond 90 days', () => {
    expect(sendAtRefusal(now, now)).toBe('sendAtPast');
    expect(sendAtRefusal(new Date('2026-11-22T07:00:00Z'), now)).toBe('sendAtPast');
    expect(sendAtRefusal(new Date('2027-02-21T07:00:01Z'), now)).toBe('sendAtTooFar');
  });
});

describe('noticeChanges', () => {
  it('names what changed in the form’s order', () => {
    const before = { title: '휴원 안내', content: 'a', pinned: false, imageIds: ['1'], sendAt: null };
    const after = { title: '휴원 안내 (수정)', content: 'a', pinned: true, imageIds: ['1', '2'], sendAt: null };
    expect(noticeChanges(before, after)).toEqual(['제목', '상단 고정', '사진']);
    expect(noticeChanges(before, before)).toEqual([]);
    expect(noticeChanges(null, after)).toEqual([]);
  });
});

describe('texts', () => {
  it('cuts a preview to one line of 80 characters', () => {
    expect(noticePreview('  첫 줄\n\n둘째   줄 ')).toBe('첫 줄 둘째 줄');
    const long = '가'.repeat(100);
    expect(noticePreview(long)).toBe(`${'가'.repeat(80)}…`);
  });

  it('labels the audience', () => {
    expect(audienceLabel('academy', [], null)).toBe('학원 전체');
    expect(audienceLabel('classes', ['중3 수학 심화반'], null)).toBe('중3 수학 심화반');
    expect(audienceLabel('classes', ['중3 수학 심화반', '초등 사고력 수학'], null)).toBe('중3 수학 심화반 외 1개 반');
    expect(audienceLabel('classes', [], null)).toBe('반 공지');
    expect(audienceLabel('people', [], 1200)).toBe('1,200명');
    expect(audienceLabel('people', [], null)).toBe('개별 공지');
  });
});

describe('the list cursor', () => {
  it('reads back what it wrote and refuses anything else', () => {
    const cursor = {
      pinned: true,
      publishAt: new Date('2026-11-23T07:00:00.123Z'),
      noticeId: '01937a5e-1c2d-7000-8000-000000000001',
    };
    const text = encodeNoticeCursor(cursor);
    expect(decodeNoticeCursor(text)).toEqual(cursor);
    expect(isNoticeCursor(text)).toBe(true);
    for (const bad of ['', '2.1.x', '1.abc.01937a5e-1c2d-7000-8000-000000000001', `1.1.${'z'.repeat(36)}`])
      expect(isNoticeCursor(bad)).toBe(false);
  });
});
