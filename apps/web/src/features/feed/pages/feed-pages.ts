import type { AreaPages } from '../../../lib/routing/area-pages';
import { BoardDetailPage } from './board-detail-page';
import { BoardReadListPage } from './board-read-list-page';
import { BoardEditPage, BoardPersonalEditPage, BoardPersonalWritePage, BoardWritePage } from './board-write-pages';
import { FeedImgViewPage } from './feed-img-view-page';
import { FeedAsPage, FeedEaPage, FeedTfPage, FeedUhPage } from './feed-list-pages';

/**
 * The feed area's screens (피드, 게시판, 알림장), by route id (see app/route-map.ts); this module is
 * the area's lazily loaded chunk (decision 0048 says what each feed page is for).
 */
export const pages: AreaPages = {
  feedAS: FeedAsPage,
  feedEA: FeedEaPage,
  feedUH: FeedUhPage,
  feedPageTF: FeedTfPage,
  boardWrite: BoardWritePage,
  boardEdit: BoardEditPage,
  boardPersonalWrite: BoardPersonalWritePage,
  boardPersonalEdit: BoardPersonalEditPage,
  BoardReadListPage: BoardReadListPage,
  BoardDetailPage: BoardDetailPage,
  feedImgView: FeedImgViewPage,
};
