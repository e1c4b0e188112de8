import type { AreaPages } from '../../../lib/routing/area-pages';
import { ClassCreateDonePage } from './class-create-done-page';
import { ClassCreatePage } from './class-create-page';
import { ClassCreateTfPage } from './class-create-tf-page';
import { ClassCreate2Page } from './class-create2-page';
import { ClassDetailPage } from './class-detail-page';
import { ClassInfoPage } from './class-info-page';
import { ClassMainPage } from './class-main-page';
import { ClassSearchPage } from './class-search-page';
import { ClassSelectPage } from './class-select-page';
import { SelectTeacherPage } from './select-teacher-page';
import { SelectTuitionPage } from './select-tuition-page';

/**
 * The classes area's screens (반), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  classMainPage: ClassMainPage,
  ClassMainSearchList: ClassSearchPage,
  ClassSelectPage: ClassSelectPage,
  classCreate: ClassCreatePage,
  classCreate2: ClassCreate2Page,
  classCreateTF: ClassCreateTfPage,
  classCreateDoneTF: ClassCreateDonePage,
  classDetail: ClassDetailPage,
  classInfo: ClassInfoPage,
  selectTeacher: SelectTeacherPage,
  selectTuition: SelectTuitionPage,
};
