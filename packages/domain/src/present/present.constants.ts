/** Gift (present) shop list defaults (SPEC §3, §9). */

/** Items per page of the shop list. */
export const PRESENT_SHOP_PAGE_SIZE = 5;

/** Filter type of the shop list by default (category). */
export const DEFAULT_PRESENT_FILTER_TYPE = 'CTG';

/** Sort order of the shop list by default. */
export const DEFAULT_PRESENT_ORDER_TYPE = 'DEFAULT';
