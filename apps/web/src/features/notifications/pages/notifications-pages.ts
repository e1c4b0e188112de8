import type { AreaPages } from '../../../lib/routing/area-pages';
import { NotificationsListPage } from './notifications-list-page';

/**
 * The notifications area's screens (알림), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  notificationsListPage: NotificationsListPage,
};
