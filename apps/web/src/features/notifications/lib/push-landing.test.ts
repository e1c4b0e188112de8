import { describe, expect, it } from 'vitest';
import { isInAppPath, pushLandingOf } from './push-landing';

describe('where a tapped push leads (/pushPage)', () => {
  it('opens the notification’s own screen in the app', () => {
    expect(pushLandingOf({ type: 'notice', link: '/noticeView/1' })).toBe('/noticeView/1');
  });

  it('goes by the type’s category when there is no screen, or one outside the app', () => {
    expect(pushLandingOf({ type: 'attendance-check-in', link: null })).toBe('/v3/AttendanceHistory');
    expect(pushLandingOf({ type: 'classCheck', link: null })).toBe('/v3/AttendanceHistory');
    expect(pushLandingOf({ type: 'notice-remind', link: 'https://evil.example' })).toBe('/v3/notice/list');
    expect(pushLandingOf({ type: 'feed-comment', link: '//evil.example' })).toBe('/feedPageTF');
    expect(pushLandingOf({ type: null, link: null })).toBe('/v3/notificationsListPage');
  });

  it('leads the learning areas to the family’s homework and reports', () => {
    expect(pushLandingOf({ type: 'homework-due', link: null })).toBe('/v3/homework/my');
    expect(pushLandingOf({ type: 'report-sent', link: null })).toBe('/v3/StudentReportList');
  });

  it('takes only paths of this app', () => {
    expect(isInAppPath('/v3/MyPage')).toBe(true);
    expect(isInAppPath('//evil.example')).toBe(false);
    expect(isInAppPath('/\\evil.example')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
    expect(isInAppPath(null)).toBe(false);
  });
});
