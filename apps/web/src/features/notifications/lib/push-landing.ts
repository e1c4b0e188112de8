import {
  type NotificationCategory,
  notificationCategoryOf,
} from '@academy/domain/notifications/notification.categories';

/** The screen of each category, for a push that names no screen of its own. */
const SCREEN_OF_CATEGORY: Record<NotificationCategory, string> = {
  attendance: '/v3/AttendanceHistory',
  notice: '/v3/notice/list',
  feed: '/feedPageTF',
  comment: '/feedPageTF',
  bill: '/paymentList',
  homework: '/v3/homework/my',
  report: '/v3/StudentReportList',
  chat: '/chatRoomListMain',
  account: '/v3/notificationsListPage',
  ad: '/v3/notificationsListPage',
};

/** An address inside this app (a path, never another site). */
export function isInAppPath(link: string | null | undefined): link is string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/**
 * Where a tapped push leads (/pushPage): the notification's own screen when it names one in this
 * app, otherwise the screen of its type's category.
 */
export function pushLandingOf(push: { type: string | null; link: string | null }): string {
  if (isInAppPath(push.link)) return push.link;
  return SCREEN_OF_CATEGORY[notificationCategoryOf(push.type ?? '')];
}
