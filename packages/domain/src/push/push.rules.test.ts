import { describe, expect, it } from 'vitest';
import {
  CLASS_CHECK_PUSH_TYPE,
  isChatPush,
  PUSH_POPUP_CLOSE_LABEL,
  pushContent,
  shouldShowPushPopup,
} from './push.rules';

describe('push popups (SPEC §4)', () => {
  it('always shows classCheck', () => {
    expect(CLASS_CHECK_PUSH_TYPE).toBe('classCheck');
    expect(shouldShowPushPopup('classCheck', false)).toBe(true);
    expect(shouldShowPushPopup('classCheck', true)).toBe(true);
  });

  it('ignores chat-room pushes', () => {
    expect(isChatPush('chat')).toBe(true);
    expect(isChatPush('CHAT_MESSAGE')).toBe(true);
    expect(isChatPush('notice')).toBe(false);
    expect(shouldShowPushPopup('chatRoom', true)).toBe(false);
  });

  it('shows other pushes only to a logged-in user', () => {
    expect(shouldShowPushPopup('notice', true)).toBe(true);
    expect(shouldShowPushPopup('notice', false)).toBe(false);
    expect(shouldShowPushPopup(undefined, true)).toBe(true);
    expect(shouldShowPushPopup(null, false)).toBe(false);
  });

  it('reads title and body from either shape', () => {
    expect(pushContent({ aps: { alert: { title: '출석', body: '입실했습니다' } } }, '[학원]')).toEqual({
      title: '출석',
      body: '입실했습니다',
    });
    expect(pushContent({ notification: { body: '새 공지' } }, '[학원]')).toEqual({ title: '[학원]', body: '새 공지' });
    expect(pushContent({ notification: { title: '  ' } }, '[학원]')).toEqual({ title: '[학원]', body: '' });
    expect(pushContent({}, '[학원]')).toEqual({ title: '[학원]', body: '' });
    expect(PUSH_POPUP_CLOSE_LABEL).toBe('close');
  });
});
