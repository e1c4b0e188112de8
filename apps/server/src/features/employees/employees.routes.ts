import {
  employeeConnectionBody,
  employeeDetailResponse,
  employeeInfoBody,
  employeeListQuery,
  employeeListResponse,
  employeeParams,
  instParams,
  inviteListQuery,
  inviteListResponse,
  inviteMessageResponse,
  inviteParams,
  inviteResponse,
  registerEmployeeBody,
  sendInviteBody,
  sendInviteResponse,
} from '@academy/domain/employees/employees.schema';
import { callerOf } from '../../platform/access/route-access';
import { attachment } from '../../platform/http/content-disposition';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx';
import { EMPLOYEE_ACCESS } from './employees.access';
import { changeConnection, changeInfo, getEmployee, listEmployees, registerEmployee } from './employees.service';
import { exportEmployees } from './export.service';
import { listInvites, previewInviteMessage, revokeStaffInvite, sendInviteMessage } from './invites.service';

const tags = ['employees'];

/** The origin the browser used, for the invitation link (honours a trusted proxy). */

/**
 * EmployeeList (with its Excel export), EmployeeRegister, /employeeCreate, UserDetail,
 * ModifyUserConnect, ModifyUserInfo, InviteCode and /inviteMessage. Viewing needs 031; every change,
 * and the invitation codes, 032; the export either (see employees.access.ts and docs/access-matrix.md).
 */
export const employeesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/employees',
    {
      config: { access: EMPLOYEE_ACCESS.view },
      schema: {
        tags,
        summary: '직원 목록 (031): 재직·초대 중 또는 퇴사, 이름·초성 검색',
        params: instParams,
        querystring: employeeListQuery,
        response: { 200: employeeListResponse },
      },
    },
    async (request) => listEmployees(ctx, callerOf(request), request.query),
  );

  app.post(
    '/api/insts/:instId/employees',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '직원 등록 (032): 실장·강사 초대 코드 만들기',
        params: instParams,
        body: registerEmployeeBody,
        response: { 200: inviteResponse },
      },
    },
    async (request) => registerEmployee(ctx, callerOf(request), request.body),
  );

  app.get(
    '/api/insts/:instId/employees/export',
    {
      config: { access: EMPLOYEE_ACCESS.export },
      schema: {
        tags,
        summary: '직원 엑셀 내보내기 (031 또는 032): 역할, 휴대폰 번호, 아이디, 권한, 입사일, 재직 상태',
        params: instParams,
      },
    },
    async (request, reply) => {
      const file = await exportEmployees(ctx, callerOf(request));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(file.fileName, 'employees.xlsx'))
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );

  app.get(
    '/api/insts/:instId/employees/:userId',
    {
      config: { access: EMPLOYEE_ACCESS.view },
      schema: { tags, summary: '직원 상세 (031)', params: employeeParams, response: { 200: employeeDetailResponse } },
    },
    async (request) => getEmployee(ctx, callerOf(request), { userId: request.params.userId }),
  );

  app.patch(
    '/api/insts/:instId/employees/:userId/connection',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '직원 연결 정보 수정 (032): 역할 변경 또는 퇴사 처리',
        params: employeeParams,
        body: employeeConnectionBody,
        response: { 200: employeeDetailResponse },
      },
    },
    async (request) =>
      changeConnection(ctx, callerOf(request), { userId: request.params.userId, change: request.body }),
  );

  app.patch(
    '/api/insts/:instId/employees/:userId/info',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '직원 정보 수정 (032): 표시 이름, 메모',
        params: employeeParams,
        body: employeeInfoBody,
        response: { 200: employeeDetailResponse },
      },
    },
    async (request) => changeInfo(ctx, callerOf(request), { userId: request.params.userId, change: request.body }),
  );

  app.get(
    '/api/insts/:instId/invites',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '직원 초대 코드 목록 (032)',
        params: instParams,
        querystring: inviteListQuery,
        response: { 200: inviteListResponse },
      },
    },
    async (request) => listInvites(ctx, callerOf(request)),
  );

  app.delete(
    '/api/insts/:instId/invites/:inviteId',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: { tags, summary: '직원 초대 취소 (032)', params: inviteParams, response: { 200: inviteResponse } },
    },
    async (request) => revokeStaffInvite(ctx, callerOf(request), { inviteId: request.params.inviteId }),
  );

  app.get(
    '/api/insts/:instId/invites/:inviteId/message',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '초대 메시지 미리보기 (032): 문구, 링크, 발송 방법별 비용',
        params: inviteParams,
        response: { 200: inviteMessageResponse },
      },
    },
    async (request) =>
      previewInviteMessage(ctx, callerOf(request), {
        inviteId: request.params.inviteId,
        origin: publicOriginOf(ctx.config, request),
      }),
  );

  app.post(
    '/api/insts/:instId/invites/:inviteId/send',
    {
      config: { access: EMPLOYEE_ACCESS.write },
      schema: {
        tags,
        summary: '초대 메시지 보내기 (032): 문자 또는 알림톡',
        params: inviteParams,
        body: sendInviteBody,
        response: { 200: sendInviteResponse },
      },
    },
    async (request) =>
      sendInviteMessage(ctx, callerOf(request), {
        inviteId: request.params.inviteId,
        channel: request.body.channel,
        origin: publicOriginOf(ctx.config, request),
      }),
  );
};
