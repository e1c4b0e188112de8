import {
  absencesQuery,
  absencesResponse,
  scheduleInstParams,
  scheduleMonthQuery,
  scheduleMonthResponse,
  scheduleWeekQuery,
  scheduleWeekResponse,
  sessionClassParams,
  sessionExceptionBody,
  sessionExceptionResponse,
  sessionParams,
  timetableQuery,
  timetableResponse,
} from '@academy/domain/schedule/schedule.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { SCHEDULE_ACCESS } from './schedule.access';
import { scheduleMonth, scheduleWeek, timetable } from './schedule.service';
import { absencesOf, createSessionException, deleteSessionException } from './sessions.service';

const tags = ['schedule'];
const base = '/api/insts/:instId';

/**
 * Schedule (docs/access-matrix.md `## schedule`): the month, the week by teacher or room, a
 * student's timetable, and a class's session exceptions (휴강, 일정 변경, 보강).
 */
export const scheduleRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/schedule/month`,
    {
      config: { access: SCHEDULE_ACCESS.view },
      schema: {
        tags,
        summary: '월간 일정 (수업, 휴강, 보강, 공휴일)',
        params: scheduleInstParams,
        querystring: scheduleMonthQuery,
        response: { 200: scheduleMonthResponse },
      },
    },
    async (request) => scheduleMonth(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/schedule/week`,
    {
      config: { access: SCHEDULE_ACCESS.view },
      schema: {
        tags,
        summary: '주간 시간표 (강사별, 강의실별)',
        params: scheduleInstParams,
        querystring: scheduleWeekQuery,
        response: { 200: scheduleWeekResponse },
      },
    },
    async (request) => scheduleWeek(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/schedule/timetable`,
    {
      config: { access: SCHEDULE_ACCESS.timetable },
      schema: {
        tags,
        summary: '원생 시간표 (학생 본인, 학부모의 자녀)',
        params: scheduleInstParams,
        querystring: timetableQuery,
        response: { 200: timetableResponse },
      },
    },
    async (request) => timetable(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/classes/:classId/sessions`,
    {
      config: { access: SCHEDULE_ACCESS.change },
      schema: {
        tags,
        summary: '휴강, 일정 변경, 보강 등록',
        params: sessionClassParams,
        body: sessionExceptionBody,
        response: { 200: sessionExceptionResponse },
      },
    },
    async (request) =>
      createSessionException(ctx, callerOf(request), { classId: request.params.classId, change: request.body }),
  );

  app.delete(
    `${base}/classes/:classId/sessions/:sessionId`,
    {
      config: { access: SCHEDULE_ACCESS.change },
      schema: {
        tags,
        summary: '휴강, 일정 변경, 보강 취소',
        params: sessionParams,
        response: { 200: sessionExceptionResponse },
      },
    },
    async (request) => deleteSessionException(ctx, callerOf(request), request.params),
  );

  app.get(
    `${base}/classes/:classId/absences`,
    {
      config: { access: SCHEDULE_ACCESS.change },
      schema: {
        tags,
        summary: '보강할 결석 목록',
        params: sessionClassParams,
        querystring: absencesQuery,
        response: { 200: absencesResponse },
      },
    },
    async (request) =>
      absencesOf(ctx, callerOf(request), { classId: request.params.classId, studentId: request.query.studentId }),
  );
};
