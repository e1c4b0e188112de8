import type { AreaPages } from '../../../lib/routing/area-pages';
import { GradeDetailPage } from './grade-detail-page';
import { CreateGradePage, EditGradePage } from './grade-form-pages';
import { GradeManagementPage } from './grade-management-page';
import { CreateGradePage2, EditGradePage2 } from './grade-scores-pages';
import { MyGradeDetailPage, MyGradeManagementPage } from './my-grade-pages';

/**
 * The grades area's screens (성적), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk.
 */
export const pages: AreaPages = {
  GradeManagement: GradeManagementPage,
  MyGradeManagement: MyGradeManagementPage,
  CreateGradePage,
  CreateGradePage2,
  EditGradePage,
  EditGradePage2,
  GradeDetailPage,
  MyGradeDetailPage,
};
