import type { AreaPageModule } from '../lib/routing/area-pages';
import type { PagesModuleName } from '../lib/routing/route-entry';

/**
 * One dynamic import per area, so each area is its own chunk, loaded the first time one of its
 * screens opens, and one per landing module: the screens a visitor opens first, without the rest of
 * their area (decision 0044). Written out (not computed) so the bundler can see every import.
 */
export const PAGES_LOADERS: Record<PagesModuleName, () => Promise<AreaPageModule>> = {
  account: () => import('../features/account/pages/account-pages'),
  mypage: () => import('../features/mypage/pages/mypage-pages'),
  students: () => import('../features/students/pages/students-pages'),
  employees: () => import('../features/employees/pages/employees-pages'),
  institute: () => import('../features/institute/pages/institute-pages'),
  home: () => import('../features/home/pages/home-pages'),
  counsel: () => import('../features/counsel/pages/counsel-pages'),
  schedule: () => import('../features/schedule/pages/schedule-pages'),
  classes: () => import('../features/classes/pages/classes-pages'),
  feed: () => import('../features/feed/pages/feed-pages'),
  notices: () => import('../features/notices/pages/notices-pages'),
  learning: () => import('../features/learning/pages/learning-pages'),
  grades: () => import('../features/grades/pages/grades-pages'),
  homework: () => import('../features/homework/pages/homework-pages'),
  reports: () => import('../features/reports/pages/reports-pages'),
  attendance: () => import('../features/attendance/pages/attendance-pages'),
  live: () => import('../features/live/pages/live-pages'),
  reservations: () => import('../features/reservations/pages/reservations-pages'),
  payments: () => import('../features/payments/pages/payments-pages'),
  billing: () => import('../features/billing/pages/billing-pages'),
  settlement: () => import('../features/settlement/pages/settlement-pages'),
  gifts: () => import('../features/gifts/pages/gifts-pages'),
  deals: () => import('../features/deals/pages/deals-pages'),
  inquiries: () => import('../features/inquiries/pages/inquiries-pages'),
  terms: () => import('../features/terms/pages/terms-pages'),
  guides: () => import('../features/guides/pages/guides-pages'),
  chat: () => import('../features/chat/pages/chat-pages'),
  notifications: () => import('../features/notifications/pages/notifications-pages'),
  design: () => import('../features/design/pages/design-pages'),
  'account-landing': () => import('../features/account/pages/account-landing-pages'),
};
