import { describe, expect, it } from 'vitest';
import {
  CLASS_CHECK_PUSH_TYPE,
  defaultPushTitle,
  isChatPush,
  PUSH_POPUP_CLOSE_LABEL,
  type PushPayload,
  pushContent,
  pushPopupContent,
  shouldShowPushPopup,
} from './push.rules';

const DEFAULT_TITLE = '[학원ON]';

describe('push popups (SPEC §4)', () => {
  it('always shows classCheck', () => {
    expect(CLASS_CHECK_PUSH_TYPE).toBe('classCheck');
    expect(shouldShowPushPopup('classCheck', false)).toBe(true);
    expect(shouldShowPushPopup('classCheck', true)).toBe(true);
  });

  it('ignores chat-room pushes', () => {
    expect(isChatPush('chat')).toBe(true);
    expect(isChatPush('CHAT_MESSAGE')).toBe(true);
    expect(isChatPush('ChatRoomInvite')).toBe(true);
    expect(isChatPush(' chatRoom')).toBe(true);
    expect(isChatPush('notice')).toBe(false);
    expect(isChatPush('classCheck')).toBe(false);
    expect(isChatPush('feedChatter')).toBe(false);
    expect(isChatPush(null)).toBe(false);
    expect(shouldShowPushPopup('chatRoom', true)).toBe(false);
  });

  it('shows other pushes only to a logged-in user', () => {
    expect(shouldShowPushPopup('notice', true)).toBe(true);
    expect(shouldShowPushPopup('notice', false)).toBe(false);
    expect(shouldShowPushPopup(undefined, true)).toBe(true);
    expect(shouldShowPushPopup(null, false)).toBe(false);
  });

  it('labels the close button close', () => {
    expect(PUSH_POPUP_CLOSE_LABEL).toBe('close');
  });
});

describe('pushPopupContent', () => {
  const withAlert: PushPayload = { type: 'notice', aps: { alert: { title: '공지', body: '내일 휴원합니다' } } };

  it.each([
    // type, logged in, shows
    ['classCheck', false, true],
    ['classCheck', true, true],
    ['notice', true, true],
    ['notice', false, false],
    ['bill', true, true],
    ['bill', false, false],
    ['chat', true, false],
    ['chatRoom', true, false],
    ['CHAT_MESSAGE', true, false],
    ['chatRoom', false, false],
  ])('type %s, logged in %s → popup %s', (type, loggedIn, shows) => {
    const result = pushPopupContent({ ...withAlert, type }, loggedIn, DEFAULT_TITLE);
    if (shows) expect(result).toEqual({ title: '공지', body: '내일 휴원합니다' });
    else expect(result).toBeNull();
  });

  it('titles a push without a title with the default title', () => {
    expect(
      pushPopupContent(
        { type: 'classCheck', notification: { body: '김하늘 학생이 등원했습니다' } },
        false,
        DEFAULT_TITLE,
      ),
    ).toEqual({ title: '[학원ON]', body: '김하늘 학생이 등원했습니다' });
  });
});

describe('defaultPushTitle', () => {
  it("is the product's short name in brackets", () => {
    expect(defaultPushTitle('학원ON')).toBe('[학원ON]');
  });
});

describe('pushContent', () => {
  it('reads title and body from either shape', () => {
    expect(pushContent({ aps: { alert: { title: '출석', body: '입실했습니다' } } }, DEFAULT_TITLE)).toEqual({
      title: '출석',
      body: '입실했습니다',
    });
    expect(pushContent({ notification: { body: '새 공지' } }, DEFAULT_TITLE)).toEqual({
      title: DEFAULT_TITLE,
      body: '새 공지',
    });
  });

  it('reads aps.alert first', () => {
    expect(
      pushContent(
        {
          type: 'notice',
          aps: { alert: { title: 'iOS 제목', body: 'iOS 본문' } },
          notification: { title: 'FCM 제목', body: 'FCM 본문' },
        },
        DEFAULT_TITLE,
      ),
    ).toEqual({ title: 'iOS 제목', body: 'iOS 본문' });
  });

  it('falls back to notification', () => {
    expect(
      pushContent({ type: 'notice', notification: { title: 'FCM 제목', body: 'FCM 본문' } }, DEFAULT_TITLE),
    ).toEqual({ title: 'FCM 제목', body: 'FCM 본문' });
  });

  it('treats a string aps.alert as the body', () => {
    expect(pushContent({ type: 'notice', aps: { alert: '수업이 시작됩니다' } }, DEFAULT_TITLE)).toEqual({
      title: DEFAULT_TITLE,
      body: '수업이 시작됩니다',
    });
  });

  it('trims title and body, and uses the default title for a blank one', () => {
    expect(pushContent({ notification: { title: '  공지 ', body: ' 내일 휴원 \n' } }, DEFAULT_TITLE)).toEqual({
      title: '공지',
      body: '내일 휴원',
    });
    expect(pushContent({ type: 'classCheck', notification: { title: '  ' } }, DEFAULT_TITLE)).toEqual({
      title: DEFAULT_TITLE,
      body: '',
    });
    expect(pushContent({ type: 'classCheck' }, DEFAULT_TITLE)).toEqual({ title: DEFAULT_TITLE, body: '' });
    expect(pushContent({}, DEFAULT_TITLE)).toEqual({ title: DEFAULT_TITLE, body: '' });
  });
});
