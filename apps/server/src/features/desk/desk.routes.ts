import {
  deskCheckBody,
  deskCheckResponse,
  deskPinBody,
  deskPinResponse,
  deskStatusResponse,
  deskUnlockBody,
  instParams,
  myDeskPinBody,
  myDeskPinResponse,
  studentParams,
} from '@academy/domain/attendance/attendance.schema';
import type { FastifyRequest } from 'fastify';
import { requireSession } from '../../platform/access/access';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { DESK_ACCESS } from './desk.access';
import { clearDeskCookie, deskRateKey, deskTokenOf, setDeskCookie } from './desk.device';
import { leaveDesk } from './desk.leave';
import { currentDevice, deskBreak, deskCheck, deskStatus, setDeskPin, setMyDeskPin, unlockDesk } from './desk.service';

const tags = ['desk'];

/** A kiosk sees a queue of students at the start of classes; a guesser sees a wall. Per device. */
export const DESK_PIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: deskRateKey };
/** Password tries to unlock: per signed-in member. */
const UNLOCK_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
};

/** Password tries to leave kiosk mode: per device, few, since anyone standing at the kiosk may try. */
const LEAVE_RATE_LIMIT = { max: 5, timeWindow: '1 minute', keyGenerator: deskRateKey };

/**
 * The front desk (docs/access-matrix.md `## attendance`): unlocking by staff, the kiosk's own routes
 * (no user session; the desk device cookie; leaving it needs a staff password), and desk numbers (staff for a student, a student for
 * themselves).
 */
export const deskRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/insts/:instId/desk/unlock',
    {
      schema: {
        tags,
        summary: '출결 데스크 잠금 해제 (직원 비밀번호, 12시간)',
        params: instParams,
        body: deskUnlockBody,
        response: { 200: deskStatusResponse },
      },
      config: { access: DESK_ACCESS.unlock, rateLimit: UNLOCK_RATE_LIMIT },
    },
    async (request, reply) => {
      const device = await unlockDesk(ctx, callerOf(request), { ...request.body, client: request.ip });
      setDeskCookie(request, reply, device);
      return deskStatus(device);
    },
  );

  app.get(
    '/api/desk/status',
    {
      config: { access: 'desk' },
      schema: { tags, summary: '출결 데스크 상태', response: { 200: deskStatusResponse } },
    },
    async (request) => deskStatus(await currentDevice(ctx, deskTokenOf(request))),
  );

  app.post(
    '/api/desk/leave',
    {
      schema: {
        tags,
        summary: '출결 데스크 나가기 (직원 비밀번호, 데스크 잠금)',
        body: deskUnlockBody,
        response: { 200: deskStatusResponse },
      },
      config: { access: 'desk', rateLimit: LEAVE_RATE_LIMIT },
    },
    async (request, reply) => {
      const status = await leaveDesk(ctx, deskTokenOf(request), request.session?.userId, {
        ...request.body,
        client: request.ip,
      });
      clearDeskCookie(request, reply);
      return status;
    },
  );

  app.post(
    '/api/desk/check',
    {
      schema: {
        tags,
        summary: '등원·하원 (출결 번호)',
        body: deskCheckBody,
        response: { 200: deskCheckResponse },
      },
      config: { access: 'desk', rateLimit: DESK_PIN_RATE_LIMIT },
    },
    async (request) => deskCheck(ctx, deskTokenOf(request), request.body),
  );

  app.post(
    '/api/desk/break',
    {
      schema: {
        tags,
        summary: '외출·복귀 (출결 번호)',
        body: deskCheckBody,
        response: { 200: deskCheckResponse },
      },
      config: { access: 'desk', rateLimit: DESK_PIN_RATE_LIMIT },
    },
    async (request) => deskBreak(ctx, deskTokenOf(request), request.body),
  );

  app.put(
    '/api/insts/:instId/students/:studentId/desk-pin',
    {
      config: { access: DESK_ACCESS.studentPin },
      schema: {
        tags,
        summary: '원생 출결 번호 변경 (직원)',
        params: studentParams,
        body: deskPinBody,
        response: { 200: deskPinResponse },
      },
    },
    async (request) => setDeskPin(ctx, callerOf(request), { studentId: request.params.studentId, pin: request.body }),
  );

  app.put(
    '/api/me/desk-pin',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '내 출결 번호 변경 (학생)',
        body: myDeskPinBody,
        response: { 200: myDeskPinResponse },
      },
    },
    async (request) => setMyDeskPin(ctx, requireSession(request), request.body),
  );
};
