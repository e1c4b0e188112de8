import type { AreaPages } from '../../../lib/routing/area-pages';
import { SettlementListPage } from './settlement-list-page';
import { TransactionDetailPage } from './transaction-detail-page';
import { TransactionListPage } from './transaction-list-page';

/**
 * The settlement area's screens (정산과 거래 내역), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  transactionList: TransactionListPage,
  transactionDetail: TransactionDetailPage,
  SettlementListPage,
};
