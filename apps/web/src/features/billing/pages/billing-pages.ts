import type { AreaPages } from '../../../lib/routing/area-pages';
import { BillCreatePage } from './bill-create-page';
import { InstBillPage } from './inst-bill-page';
import { TuitionFeeDetailPage } from './tuition-fee-detail-page';
import { TuitionFeeListPage } from './tuition-fee-list-page';
import { TuitionFeeStatementPage } from './tuition-fee-statement-page';

/**
 * The billing area's screens (청구서와 교습비), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. InstBill is the office's month of bills (a bill opens in it with `?billId=`);
 * /billCreate writes one by hand or edits a draft. The tuition-fee screens are the academy's books
 * (decision 0051): the month's ledger with the month-end report as its second view, one student's
 * year, and the year-end statement per child (for the office and the family).
 */
export const pages: AreaPages = {
  InstBill: InstBillPage,
  billCreate: BillCreatePage,
  tuitionFeeList: TuitionFeeListPage,
  tuitionFeeDetail: TuitionFeeDetailPage,
  tuitionFeeStatement: TuitionFeeStatementPage,
};
