import {
  auditLogQuery,
  auditLogResponse,
  bulkPermissionBody,
  bulkPermissionResponse,
  employeeParams,
  instParams,
  permissionEntry,
  permissionListResponse,
  updatePermissionBody,
} from '@academy/domain/employees/employees.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { EMPLOYEE_ACCESS } from './employees.access';
import {
  bulkUpdatePermissions,
  getAuditLog,
  getPermission,
  listPermissions,
  updatePermission,
} from './permissions.service';

const tags = ['permissions'];

/**
 * /v3/permissions, /v3/permission/employees/:id, /permission/detail/:id, /v3/permission/create and
 * the 변경 이력 list: the director, or a staff member holding 000 (see employees.access.ts).
 */
export const permissionsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/permissions',
    {
      config: { access: EMPLOYEE_ACCESS.permissions },
      schema: {
        tags,
        summary: '직원별 권한 목록 (원장 또는 000)',
        params: instParams,
        response: { 200: permissionListResponse },
      },
    },
    async (request) => listPermissions(ctx, callerOf(request)),
  );

  app.put(
    '/api/insts/:instId/permissions',
    {
      config: { access: EMPLOYEE_ACCESS.permissions },
      schema: {
        tags,
        summary: '여러 직원에게 같은 권한 주기 (원장 또는 000)',
        params: instParams,
        body: bulkPermissionBody,
        response: { 200: bulkPermissionResponse },
      },
    },
    async (request) => bulkUpdatePermissions(ctx, callerOf(request), request.body),
  );

  app.get(
    '/api/insts/:instId/permissions/:userId',
    {
      config: { access: EMPLOYEE_ACCESS.permissions },
      schema: {
        tags,
        summary: '직원 한 명의 권한 (원장 또는 000)',
        params: employeeParams,
        response: { 200: permissionEntry },
      },
    },
    async (request) => getPermission(ctx, callerOf(request), { userId: request.params.userId }),
  );

  app.put(
    '/api/insts/:instId/permissions/:userId',
    {
      config: { access: EMPLOYEE_ACCESS.permissions },
      schema: {
        tags,
        summary: '직원 권한 변경 (원장 또는 000)',
        params: employeeParams,
        body: updatePermissionBody,
        response: { 200: permissionEntry },
      },
    },
    async (request) =>
      updatePermission(ctx, callerOf(request), { userId: request.params.userId, authCd: request.body.authCd }),
  );

  app.get(
    '/api/insts/:instId/audit-log',
    {
      config: { access: EMPLOYEE_ACCESS.permissions },
      schema: {
        tags,
        summary: '변경 이력 (원장 또는 000)',
        params: instParams,
        querystring: auditLogQuery,
        response: { 200: auditLogResponse },
      },
    },
    async (request) => getAuditLog(ctx, callerOf(request), request.query),
  );
};
