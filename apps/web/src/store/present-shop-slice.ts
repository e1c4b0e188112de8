import {
  DEFAULT_PRESENT_FILTER_TYPE,
  DEFAULT_PRESENT_ORDER_TYPE,
  PRESENT_SHOP_PAGE_SIZE,
} from '@academy/domain/present/present.constants';
import { createSessionGroup } from './session-group';

/** SPEC §3 present shop filters. */
export type PresentShopState = {
  categoryId: string | null;
  brandIds: string[];
  /** Browse by category (DEFAULT_PRESENT_FILTER_TYPE) or another listing type. */
  type: string;
  orderType: string;
  searchText: string;
  page: number;
  /** Items per page (SPEC §9: PRESENT_SHOP_PAGE_SIZE). */
  size: number;
};

export const initialPresentShopState: PresentShopState = {
  categoryId: null,
  brandIds: [],
  type: DEFAULT_PRESENT_FILTER_TYPE,
  orderType: DEFAULT_PRESENT_ORDER_TYPE,
  searchText: '',
  page: 1,
  size: PRESENT_SHOP_PAGE_SIZE,
};

export const presentShopSlice = createSessionGroup('presentShop', initialPresentShopState);
export const { patch: patchPresentShop, reset: resetPresentShop } = presentShopSlice.actions;

/** SPEC §3 my-present filter. */
export type MyPresentState = {
  status: string | null;
  startDate: string | null;
  endDate: string | null;
  datePeriod: string | null;
};

export const initialMyPresentState: MyPresentState = {
  status: null,
  startDate: null,
  endDate: null,
  datePeriod: null,
};

export const myPresentSlice = createSessionGroup('myPresent', initialMyPresentState);
export const { patch: patchMyPresent, reset: resetMyPresent } = myPresentSlice.actions;
