import {
  attendanceOverviewResponse,
  attendanceScopeResponse,
  attendanceSettingsBody,
  attendanceSettingsResponse,
  attendanceSheetResponse,
  classHistoryResponse,
  classParams,
  dateQuery,
  instParams,
  markAttendanceBody,
  markAttendanceResponse,
  monthQuery,
  optionalDateQuery,
  studentHistoryResponse,
  studentParams,
  todayClassesResponse,
} from '@academy/domain/attendance/attendance.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { ATTENDANCE_ACCESS } from './attendance.access';
import {
  classHistory,
  getSheet,
  overview,
  saveSheet,
  scope,
  studentHistory,
  todayClasses,
  updateSettings,
} from './attendance.service';

const tags = ['attendance'];
const base = '/api/insts/:instId';

/**
 * Attendance (docs/access-matrix.md `## attendance`): the class sheet of a day (read, save),
 * today's classes, the academy's day, histories by student and by class, the member's choices, and
 * the automatic-absence setting. The kiosk is in features/desk; notifications in features/notifications.
 */
export const attendanceRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/classes/:classId/attendance`,
    {
      config: { access: ATTENDANCE_ACCESS.classes },
      schema: {
        tags,
        summary: '출석부: 날짜별 반 출결 (수업 정보, 원생별 상태와 메모)',
        params: classParams,
        querystring: dateQuery,
        response: { 200: attendanceSheetResponse },
      },
    },
    async (request) => getSheet(ctx, callerOf(request), { classId: request.params.classId, date: request.query.date }),
  );

  app.put(
    `${base}/classes/:classId/attendance`,
    {
      config: { access: ATTENDANCE_ACCESS.classes },
      schema: {
        tags,
        summary: '출석부 저장 (한 번에 전체, 한 트랜잭션)',
        params: classParams,
        querystring: dateQuery,
        body: markAttendanceBody,
        response: { 200: markAttendanceResponse },
      },
    },
    async (request) =>
      saveSheet(ctx, callerOf(request), {
        classId: request.params.classId,
        date: request.query.date,
        sheet: request.body,
      }),
  );

  app.get(
    `${base}/attendance/today`,
    {
      config: { access: ATTENDANCE_ACCESS.classes },
      schema: {
        tags,
        summary: '오늘의 내 수업 (출결 현황)',
        params: instParams,
        querystring: optionalDateQuery,
        response: { 200: todayClassesResponse },
      },
    },
    async (request) => todayClasses(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/attendance/overview`,
    {
      config: { access: ATTENDANCE_ACCESS.day },
      schema: {
        tags,
        summary: '학원 출결 현황 (모든 수업, 데스크 등·하원)',
        params: instParams,
        querystring: optionalDateQuery,
        response: { 200: attendanceOverviewResponse },
      },
    },
    async (request) => overview(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/attendance/scope`,
    {
      config: { access: ATTENDANCE_ACCESS.history },
      schema: {
        tags,
        summary: '출결을 볼 수 있는 반과 원생',
        params: instParams,
        response: { 200: attendanceScopeResponse },
      },
    },
    async (request) => scope(ctx, callerOf(request)),
  );

  app.get(
    `${base}/attendance/students/:studentId`,
    {
      config: { access: ATTENDANCE_ACCESS.history },
      schema: {
        tags,
        summary: '원생별 월간 출결과 공부 시간',
        params: studentParams,
        querystring: monthQuery,
        response: { 200: studentHistoryResponse },
      },
    },
    async (request) =>
      studentHistory(ctx, callerOf(request), { studentId: request.params.studentId, month: request.query.month }),
  );

  app.get(
    `${base}/attendance/classes/:classId`,
    {
      config: { access: ATTENDANCE_ACCESS.classes },
      schema: {
        tags,
        summary: '반별 월간 출결',
        params: classParams,
        querystring: monthQuery,
        response: { 200: classHistoryResponse },
      },
    },
    async (request) =>
      classHistory(ctx, callerOf(request), { classId: request.params.classId, month: request.query.month }),
  );

  app.put(
    `${base}/attendance/settings`,
    {
      config: { access: ATTENDANCE_ACCESS.settings },
      schema: {
        tags,
        summary: '자동 결석 시간 설정',
        params: instParams,
        body: attendanceSettingsBody,
        response: { 200: attendanceSettingsResponse },
      },
    },
    async (request) => updateSettings(ctx, callerOf(request), request.body),
  );
};
