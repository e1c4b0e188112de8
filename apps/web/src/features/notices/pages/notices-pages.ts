import type { AreaPages } from '../../../lib/routing/area-pages';
import { NoticeImgViewPage } from './notice-img-view-page';
import { ClassNoticePage, NoticeListV3Page, NoticeManagePage } from './notice-list-pages';
import { NoticeReadListPage } from './notice-read-list-page';
import { NoticeViewPage } from './notice-view-page';
import { NoticeEditPage, NoticeWritePage } from './notice-write-pages';

/**
 * The notices area's screens (공지), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. NoticeList is the staff's management list (decision 0047).
 */
export const pages: AreaPages = {
  noticeListV3: NoticeListV3Page,
  classNotice: ClassNoticePage,
  NoticeList: NoticeManagePage,
  noticeView: NoticeViewPage,
  noticeWrite: NoticeWritePage,
  noticeEdit: NoticeEditPage,
  noticeReadList: NoticeReadListPage,
  noticeImgView: NoticeImgViewPage,
};
