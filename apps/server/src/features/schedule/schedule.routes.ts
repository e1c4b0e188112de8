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
import { requireSession } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
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
      schema: {
        tags,
        summary: '월간 일정 (수업, 휴강, 보강, 공휴일)',
        params: scheduleInstParams,
        querystring: scheduleMonthQuery,
        response: { 200: scheduleMonthResponse },
      },
    },
    async (request) => scheduleMonth(ctx, requireSession(request), request.params.instId, request.query),
  );

  app.get(
    `${base}/schedule/week`,
    {
      schema: {
        tags,
        summary: '주간 시간표 (강사별, 강의실별)',
        params: scheduleInstParams,
        querystring: scheduleWeekQuery,
        response: { 200: scheduleWeekResponse },
      },
    },
    async (request) => scheduleWeek(ctx, requireSession(request), request.params.instId, request.query),
  );

  app.get(
    `${base}/schedule/timetable`,
    {
      schema: {
        tags,
        summary: '원생 시간표 (학생 본인, 학부모의 자녀)',
        params: scheduleInstParams,
        querystring: timetableQuery,
        response: { 200: timetableResponse },
      },
    },
    async (request) => timetable(ctx, requireSession(request), request.params.instId, request.query),
  );

  app.post(
    `${base}/classes/:classId/sessions`,
    {
      schema: {
        tags,
        summary: '휴강, 일정 변경, 보강 등록',
        params: sessionClassParams,
        body: sessionExceptionBody,
        response: { 200: sessionExceptionResponse },
      },
    },
    async (request) =>
      createSessionException(ctx, requireSession(request), request.params.instId, request.params.classId, request.body),
  );

  app.delete(
    `${base}/classes/:classId/sessions/:sessionId`,
    {
      schema: {
        tags,
        summary: '휴강, 일정 변경, 보강 취소',
        params: sessionParams,
        response: { 200: sessionExceptionResponse },
      },
    },
    async (request) =>
      deleteSessionException(
        ctx,
        requireSession(request),
        request.params.instId,
        request.params.classId,
        request.params.sessionId,
      ),
  );

  app.get(
    `${base}/classes/:classId/absences`,
    {
      schema: {
        tags,
        summary: '보강할 결석 목록',
        params: sessionClassParams,
        querystring: absencesQuery,
        response: { 200: absencesResponse },
      },
    },
    async (request) =>
      absencesOf(ctx, requireSession(request), request.params.instId, request.params.classId, request.query.studentId),
  );
};
