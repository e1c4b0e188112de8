import type { AreaPages } from '../../../lib/routing/area-pages';
import { AddGuardianPage } from './add-guardian-page';
import { EditAdditionalInfoPage } from './edit-additional-info-page';
import { FamilyConnectCheckPage } from './family-connect-check-page';
import { FamilyRelationChangePage } from './family-relation-change-page';
import { FamilyRelationPage } from './family-relation-page';
import { MyEmailChangePage } from './my-email-change-page';
import { MyPage } from './my-page';
import { MyPhoneNoChangePage } from './my-phone-no-change-page';
import { MyPwChangePage } from './my-pw-change-page';
import { NotificationSettingsPage } from './notification-settings-page';
import { ProfileEditPage } from './profile-edit-page';

/**
 * The mypage area's screens (마이페이지와 가족 관계), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  MyPage,
  myMain: MyPage,
  ProfileEditPage,
  EditAdditionalInfo: EditAdditionalInfoPage,
  MyPwChangePage,
  MyEmailChangePage,
  myPhoneNoChangeTF: MyPhoneNoChangePage,
  FamilyRelation: FamilyRelationPage,
  FamilyRelationChange: FamilyRelationChangePage,
  AddGuardian: AddGuardianPage,
  FamilyConnectCheck: FamilyConnectCheckPage,
  NotificationSettings: NotificationSettingsPage,
};
