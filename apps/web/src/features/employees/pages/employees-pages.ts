import type { AreaPages } from '../../../lib/routing/area-pages';
import { EmployeeListPage } from './employee-list-page';
import { EmployeeRegisterPage } from './employee-register-page';
import { InviteCodePage } from './invite-code-page';
import { InviteMessagePage } from './invite-message-page';
import { ModifyUserConnectPage } from './modify-user-connect-page';
import { ModifyUserInfoPage } from './modify-user-info-page';
import { PermissionCreatePage } from './permission-create-page';
import { PermissionDetailPage } from './permission-detail-page';
import { PermissionEditPage } from './permission-edit-page';
import { PermissionsPage } from './permissions-page';
import { UserDetailPage } from './user-detail-page';

/**
 * The employees area's screens (직원과 권한), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  EmployeeList: EmployeeListPage,
  EmployeeRegister: EmployeeRegisterPage,
  employeeCreate: EmployeeRegisterPage,
  InviteCode: InviteCodePage,
  UserDetail: UserDetailPage,
  ModifyUserConnect: ModifyUserConnectPage,
  ModifyUserInfo: ModifyUserInfoPage,
  inviteMessage: InviteMessagePage,
  permissions: PermissionsPage,
  permissionCreate: PermissionCreatePage,
  permissionEmployees: PermissionEditPage,
  permissionDetail: PermissionDetailPage,
};
