import type { AreaPages } from '../../../lib/routing/area-pages';
import { HomeworkDetailPage } from './homework-detail-page';
import { HomeworkFormPage } from './homework-form-page';
import { HomeworkListPage } from './homework-list-page';
import { HomeworkManagePage } from './homework-manage-page';
import { HomeworkSubmitPage } from './homework-submit-page';
import { MyHomeworkListPage } from './my-homework-list-page';

/**
 * The homework area's screens (숙제), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk (decision 0057 says how assignments, hand-ins and checks work).
 */
export const pages: AreaPages = {
  homeworkList: HomeworkListPage,
  homeworkDetail: HomeworkDetailPage,
  homeworkManage: HomeworkManagePage,
  homeworkForm: HomeworkFormPage,
  myHomeworkList: MyHomeworkListPage,
  homeworkSubmit: HomeworkSubmitPage,
};
