import type { AreaPages } from '../../../lib/routing/area-pages';
import { BillCreatePage } from './bill-create-page';
import { InstBillPage } from './inst-bill-page';

/**
 * The billing area's screens (청구서와 교습비), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. InstBill is the office's month of bills (a bill opens in it with `?billId=`);
 * /billCreate writes one by hand or edits a draft. The tuition-fee screens are not built yet and are
 * linked from nowhere.
 */
export const pages: AreaPages = {
  InstBill: InstBillPage,
  billCreate: BillCreatePage,
};
