import type { AreaPages } from '../../../lib/routing/area-pages';
import { AcademyExportPage } from './academy-export-page';
import { ConnectInstListPage } from './connect-inst-list-page';
import { InstConnectCheckPage } from './inst-connect-check-page';
import { InstConnectPage } from './inst-connect-page';
import { InstConnectResultPage } from './inst-connect-result-page';
import { InstCreateCompletePage, InstCreateDonePage } from './inst-create-done-page';
import { InstCreatePage } from './inst-create-page';
import { InstDetailPage } from './inst-detail-page';
import { InstEditPage } from './inst-edit-page';
import { InstExtraPage } from './inst-extra-page';
import { InstManagementPage } from './inst-management-page';
import { InstNotConnectPage } from './inst-not-connect-page';
import { RequestInstPage } from './request-inst-page';
import { SearchInstEntryPage, SearchInstPage } from './search-inst-page';
import { SettingAreaPage } from './setting-area-page';

/**
 * The institute area's screens (학원 연결과 관리), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  // Connecting (InstConnect → InstConnectCheck → InstConnectResult), my academies
  InstConnect: InstConnectPage,
  InstNotConnect: InstNotConnectPage,
  InstConnectCheck: InstConnectCheckPage,
  InstConnectResult: InstConnectResultPage,
  ConnectInstList: ConnectInstListPage,
  // The academy: details, regions, introduction, classes, management menu
  SettingArea: SettingAreaPage,
  instExtra: InstExtraPage,
  instExport: AcademyExportPage,
  instManagementTF: InstManagementPage,
  instDetailInfoN: InstDetailPage,
  instEditInfoN: InstEditPage,
  // Opening an academy
  instCreateTF: InstCreatePage,
  instCreateDoneTF: InstCreateDonePage,
  instCreateCompleteTF: InstCreateCompletePage,
  // Searching and asking to join
  requestInstTF: RequestInstPage,
  searchInstTF: SearchInstEntryPage,
  searchInst: SearchInstPage,
  // Home per role
};
