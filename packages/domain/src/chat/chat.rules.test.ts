import { describe, expect, it } from 'vitest';
import {
  DIRECT_ROOM_REFUSAL_MESSAGES,
  directRoomRefusal,
  isQuietAt,
  managesRooms,
  QUIET_HOURS_DEFAULT,
  quietNoticeOf,
  seoulMinutesOf,
  unreadCountOf,
  unreadMarksOf,
} from './chat.rules';

const opener = { openerId: 'a', otherId: 'b', familiesMayChat: false, blockedByOther: false };
/** A moment given in Seoul time (UTC+9). */
const seoul = (time: string) => new Date(`2026-11-24T${time}:00+09:00`);

describe('directRoomRefusal', () => {
  it('lets staff open a 1:1 room with anyone, and a family with staff', () => {
    expect(directRoomRefusal({ ...opener, openerRole: 'TEACHER', otherRole: 'PARENT' })).toBeNull();
    expect(directRoomRefusal({ ...opener, openerRole: 'DIRECTOR', otherRole: 'STUDENT' })).toBeNull();
    expect(directRoomRefusal({ ...opener, openerRole: 'MANAGER', otherRole: 'TEACHER' })).toBeNull();
    expect(directRoomRefusal({ ...opener, openerRole: 'PARENT', otherRole: 'TEACHER' })).toBeNull();
    expect(directRoomRefusal({ ...opener, openerRole: 'STUDENT', otherRole: 'DIRECTOR' })).toBeNull();
  });

  it('refuses families with families unless the academy allows it', () => {
    expect(directRoomRefusal({ ...opener, openerRole: 'PARENT', otherRole: 'PARENT' })).toBe('families');
    expect(directRoomRefusal({ ...opener, openerRole: 'STUDENT', otherRole: 'PARENT' })).toBe('families');
    expect(directRoomRefusal({ ...opener, openerRole: 'PARENT', otherRole: 'PARENT', familiesMayChat: true })).toBe(
      null,
    );
  });

  it('refuses oneself and anyone who blocked the opener, staff included', () => {
    expect(directRoomRefusal({ ...opener, otherId: 'a', openerRole: 'DIRECTOR', otherRole: 'DIRECTOR' })).toBe('self');
    expect(directRoomRefusal({ ...opener, openerRole: 'TEACHER', otherRole: 'PARENT', blockedByOther: true })).toBe(
      'blocked',
    );
    expect(
      directRoomRefusal({
        ...opener,
        openerRole: 'PARENT',
        otherRole: 'PARENT',
        familiesMayChat: true,
        blockedByOther: true,
      }),
    ).toBe('blocked');
    for (const message of Object.values(DIRECT_ROOM_REFUSAL_MESSAGES)) expect(message).toMatch(/\.$/);
  });

  it('gives room management to staff only', () => {
    expect(['DIRECTOR', 'MANAGER', 'TEACHER'].map((role) => managesRooms(role as 'DIRECTOR'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(managesRooms('PARENT')).toBe(false);
    expect(managesRooms('STUDENT')).toBe(false);
  });
});

describe('unreadMarksOf', () => {
  const messages = [
    { seq: 1, senderId: 't' },
    { seq: 2, senderId: 'p' },
    { seq: 3, senderId: 't' },
  ];

  it('counts for each message the members whose last read is before it', () => {
    const members = [
      { userId: 't', lastReadSeq: 3 },
      { userId: 'p', lastReadSeq: 2 },
      { userId: 's', lastReadSeq: 0 },
    ];
    expect(unreadMarksOf(messages, members)).toEqual([1, 1, 2]);
  });

  it('never counts the sender, even when their read position lags behind their message', () => {
    const members = [
      { userId: 't', lastReadSeq: 0 },
      { userId: 'p', lastReadSeq: 0 },
    ];
    expect(unreadMarksOf(messages, members)).toEqual([1, 1, 1]);
  });

  it('counts a member who joined later as having read what came before (their read starts at the join)', () => {
    const members = [
      { userId: 't', lastReadSeq: 3 },
      { userId: 'late', lastReadSeq: 2 },
    ];
    expect(unreadMarksOf(messages, members)).toEqual([0, 0, 1]);
  });

  it('answers 0 with nobody else in the room, and nothing for no messages', () => {
    const own = messages.map((message) => ({ ...message, senderId: 't' }));
    expect(unreadMarksOf(own, [{ userId: 't', lastReadSeq: 1 }])).toEqual([0, 0, 0]);
    expect(unreadMarksOf([], [{ userId: 't', lastReadSeq: 1 }])).toEqual([]);
    expect(unreadMarksOf([{ seq: 1, senderId: null }], [])).toEqual([0]);
  });

  it('agrees with counting member by member', () => {
    const members = Array.from({ length: 9 }, (_, index) => ({ userId: `u${index}`, lastReadSeq: (index * 7) % 11 }));
    const many = Array.from({ length: 12 }, (_, index) => ({ seq: index + 1, senderId: `u${index % 10}` }));
    const naive = many.map(
      (message) =>
        members.filter((member) => member.userId !== message.senderId && member.lastReadSeq < message.seq).length,
    );
    expect(unreadMarksOf(many, members)).toEqual(naive);
  });
});

describe('unreadCountOf', () => {
  it('counts the messages after the last read one, never below 0', () => {
    expect(unreadCountOf(10, 7)).toBe(3);
    expect(unreadCountOf(10, 10)).toBe(0);
    expect(unreadCountOf(3, 5)).toBe(0);
  });
});

describe('quiet hours', () => {
  it('reads the minutes of the day in Seoul', () => {
    expect(seoulMinutesOf(new Date('2026-11-24T15:00:00Z'))).toBe(0);
    expect(seoulMinutesOf(seoul('21:59'))).toBe(21 * 60 + 59);
  });

  it('holds from the start up to, not including, the end across midnight', () => {
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('21:59'))).toBe(false);
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('22:00'))).toBe(true);
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('00:00'))).toBe(true);
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('07:59'))).toBe(true);
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('08:00'))).toBe(false);
    expect(isQuietAt(QUIET_HOURS_DEFAULT, seoul('13:00'))).toBe(false);
  });

  it('holds within one day when the start is before the end', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30' };
    expect(isQuietAt(lunch, seoul('11:59'))).toBe(false);
    expect(isQuietAt(lunch, seoul('12:00'))).toBe(true);
    expect(isQuietAt(lunch, seoul('13:29'))).toBe(true);
    expect(isQuietAt(lunch, seoul('13:30'))).toBe(false);
    expect(isQuietAt(lunch, seoul('23:00'))).toBe(false);
  });

  it('never holds when turned off or when start and end are equal', () => {
    expect(isQuietAt({ ...QUIET_HOURS_DEFAULT, enabled: false }, seoul('23:00'))).toBe(false);
    expect(isQuietAt({ enabled: true, start: '09:00', end: '09:00' }, seoul('09:00'))).toBe(false);
  });

  it('tells a family calmly when the teacher is available', () => {
    const notice = quietNoticeOf('박선생', QUIET_HOURS_DEFAULT);
    expect(notice).toContain('박선생 선생님');
    expect(notice).toContain('08:00 이후');
    expect(notice).toContain('메시지는 전달되며');
  });
});
