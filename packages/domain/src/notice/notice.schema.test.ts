import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { NOTICE_IMAGES_MAX, NOTICE_TITLE_MAX } from './notice.constants';
import { NOTICE_MESSAGES } from './notice.rules';
import { noticeCostBody, noticeListQuery, updateNoticeBody, writeNoticeBody } from './notice.schema';

installKoreanErrorMap();

const CLASS_A = '01937a5e-1c2d-7000-8000-00000000000a';
const STUDENT = '01937a5e-1c2d-7000-8000-00000000000b';
const base = { title: '겨울방학 보강 안내', content: '12월 보강 일정을 알려 드립니다.' };

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('writeNoticeBody', () => {
  it('fills in the defaults: not pinned, no 확인 요청, no 알림톡, sent at once', () => {
    expect(writeNoticeBody.parse({ ...base, audience: { kind: 'academy' } })).toEqual({
      ...base,
      audience: { kind: 'academy' },
      pinned: false,
      confirmRequested: false,
      alimTalk: false,
      advertising: false,
      sendAt: null,
      imageIds: [],
      fileIds: [],
    });
  });

  it('asks for a title and content in Korean, within their lengths', () => {
    const result = writeNoticeBody.safeParse({ title: ' ', content: '', audience: { kind: 'academy' } });
    expect(messagesOf(result)).toEqual({ title: '제목을 입력해 주세요', content: '내용을 입력해 주세요' });
    const long = writeNoticeBody.safeParse({
      ...base,
      title: 'a'.repeat(NOTICE_TITLE_MAX + 1),
      audience: { kind: 'academy' },
    });
    expect(messagesOf(long).title).toBe(`제목은 ${NOTICE_TITLE_MAX}자 이하로 입력해 주세요.`);
  });

  it('needs at least one class or one person, and drops repeated ids', () => {
    expect(
      messagesOf(writeNoticeBody.safeParse({ ...base, audience: { kind: 'classes', classIds: [] } })),
    ).toHaveProperty('audience.classIds');
    const none = writeNoticeBody.safeParse({ ...base, audience: { kind: 'people' } });
    expect(messagesOf(none)['audience.studentIds']).toBe(NOTICE_MESSAGES.peopleRequired);
    const twice = writeNoticeBody.parse({ ...base, audience: { kind: 'classes', classIds: [CLASS_A, CLASS_A] } });
    expect(twice.audience).toEqual({ kind: 'classes', classIds: [CLASS_A] });
    const people = writeNoticeBody.parse({ ...base, audience: { kind: 'people', studentIds: [STUDENT] } });
    expect(people.audience).toEqual({ kind: 'people', studentIds: [STUDENT], staffUserIds: [] });
  });

  it('never sends advertising by 알림톡', () => {
    const result = writeNoticeBody.safeParse({
      ...base,
      audience: { kind: 'academy' },
      alimTalk: true,
      advertising: true,
    });
    expect(messagesOf(result)).toEqual({ alimTalk: NOTICE_MESSAGES.advertisingByAlimTalk });
    expect(noticeCostBody.safeParse({ audience: { kind: 'academy' }, alimTalk: true, advertising: true }).success).toBe(
      false,
    );
  });

  it('takes a send time with its offset, and at most the pictures a notice holds', () => {
    const scheduled = writeNoticeBody.parse({
      ...base,
      audience: { kind: 'academy' },
      sendAt: '2026-11-24T09:00:00+09:00',
    });
    expect(scheduled.sendAt).toBe('2026-11-24T09:00:00+09:00');
    expect(writeNoticeBody.safeParse({ ...base, audience: { kind: 'academy' }, sendAt: '내일' }).success).toBe(false);
    const images = Array.from(
      { length: NOTICE_IMAGES_MAX + 1 },
      (_, index) => `01937a5e-1c2d-7000-8000-${String(index).padStart(12, '0')}`,
    );
    expect(writeNoticeBody.safeParse({ ...base, audience: { kind: 'academy' }, imageIds: images }).success).toBe(false);
  });
});

describe('updateNoticeBody', () => {
  it('leaves the delivery out unless given', () => {
    expect(updateNoticeBody.parse(base)).not.toHaveProperty('audience');
    expect(updateNoticeBody.parse({ ...base, sendAt: null }).sendAt).toBeNull();
  });
});

describe('noticeListQuery', () => {
  it('takes only a cursor the list wrote', () => {
    expect(noticeListQuery.safeParse({ cursor: `1.1764000000000.${CLASS_A}` }).success).toBe(true);
    expect(noticeListQuery.safeParse({ cursor: 'drop table' }).success).toBe(false);
  });
});
