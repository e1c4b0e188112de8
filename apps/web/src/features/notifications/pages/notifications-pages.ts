import type { AreaPages } from '../../../lib/routing/area-pages';
import { MessageCostsPage } from './message-costs-page';
import { NotificationsListPage } from './notifications-list-page';
import { PushPage } from './push-page';

/**
 * The notifications area's screens (알림), by route id (see app/route-map.ts); this module is the
 * area's lazily loaded chunk.
 */
export const pages: AreaPages = {
  notificationsListPage: NotificationsListPage,
  pushPage: PushPage,
  messageCosts: MessageCostsPage,
};
