import { describe, expect, it } from 'vitest';
import {
  isInformationalCategory,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  notificationCategoryOf,
} from './notification.categories';

describe('notification categories', () => {
  it('map every type the app writes', () => {
    const types: Record<string, string> = {
      'attendance-check-in': 'attendance',
      'attendance-check-out': 'attendance',
      'attendance-absent': 'attendance',
      classCheck: 'attendance',
      notice: 'notice',
      'notice-remind': 'notice',
      'class-session-cancel': 'notice',
      'class-session-reschedule': 'notice',
      'class-session-makeup': 'notice',
      'feed-post': 'feed',
      'feed-personal': 'feed',
      'feed-comment': 'comment',
      'join-request': 'account',
      'join-request-approved': 'account',
      'join-request-rejected': 'account',
      'invite-accepted': 'account',
      'member-left': 'account',
      'employee-role-changed': 'account',
      'employee-ended': 'account',
      'class-teacher-assigned': 'account',
      'academy-export-ready': 'account',
      ad: 'ad',
    };
    for (const [type, category] of Object.entries(types))
      expect([type, notificationCategoryOf(type)]).toEqual([type, category]);
  });

  it('place later areas’ types by their prefix, and anything unknown with the account', () => {
    expect(notificationCategoryOf('bill-issued')).toBe('bill');
    expect(notificationCategoryOf('homework-due')).toBe('homework');
    expect(notificationCategoryOf('report-ready')).toBe('report');
    expect(notificationCategoryOf('chatRoom')).toBe('chat');
    expect(notificationCategoryOf('ad-winter')).toBe('ad');
    expect(notificationCategoryOf('address-changed')).toBe('account');
    expect(notificationCategoryOf('something-new')).toBe('account');
  });

  it('have a Korean label each, and only advertising is not informational', () => {
    for (const category of NOTIFICATION_CATEGORIES) {
      expect(NOTIFICATION_CATEGORY_LABELS[category]).toMatch(/[가-힣]/);
      expect(isInformationalCategory(category)).toBe(category !== 'ad');
    }
  });
});
