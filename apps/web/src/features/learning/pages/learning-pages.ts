import type { AreaPages } from '../../../lib/routing/area-pages';
import { LearningManagementPage } from './learning-management-page';
import { MaterialListPage } from './material-list-page';
import { MaterialWritePage } from './material-write-page';

/**
 * The learning area's screens (학습 관리와 학습 자료), by route id (see app/route-map.ts); this
 * module is the area's lazily loaded chunk (decision 0058 says how study materials work).
 */
export const pages: AreaPages = {
  LearningManagementPage,
  materialList: MaterialListPage,
  materialWrite: MaterialWritePage,
};
