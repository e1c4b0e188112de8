import {
  addGuardianBody,
  birthdaysQuery,
  birthdaysResponse,
  changeStatusBody,
  duplicatesBody,
  duplicatesResponse,
  guardianParams,
  historyResponse,
  instParams,
  inviteResponse,
  membersQuery,
  membersResponse,
  memoBody,
  memoParams,
  memosResponse,
  myStudentsResponse,
  registerStudentBody,
  registerStudentResponse,
  studentDetailResponse,
  studentParams,
  studentsListQuery,
  studentsListResponse,
  updateInstInfoBody,
  updateStudentBody,
} from '@academy/domain/students/students.schema';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/access/route-access';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import {
  addGuardian,
  inviteGuardian,
  inviteStudent,
  removeGuardian,
  unlinkGuardian,
  unlinkStudent,
} from './guardians.service';
import { birthdays, studentHistory } from './history.service';
import { listMembers } from './members.service';
import { addMemo, deleteMemo, listMemos, updateMemo } from './memos.service';
import { STUDENTS_ACCESS } from './students.access';
import {
  changeStatus,
  checkDuplicates,
  getStudent,
  listStudentsOf,
  myStudents,
  registerStudent,
  updateInstInfo,
  updateStudent,
} from './students.service';

const tags = ['students'];

/** The origin the browser used, for the link in an invitation text. */

/** Invitations cost a text message each: at most 30 a minute per member. */
export const INVITE_RATE_LIMIT = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.session?.userId ?? request.ip,
};

const base = '/api/insts/:instId';
const student = `${base}/students/:studentId`;

/**
 * Students and parents (docs/access-matrix.md `## students`): register, duplicates, list, detail,
 * edits, guardians and invitations, status, memos, birthdays, history, the member list, and a
 * parent's or student's own records. The batch import and the export are in students.batch.routes.
 */
export const studentsRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    `${base}/students/duplicates`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 중복 확인 (이름+생년월일, 휴대폰)',
        params: instParams,
        body: duplicatesBody,
        response: { 200: duplicatesResponse },
      },
    },
    async (request) => checkDuplicates(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/students`,
    {
      schema: {
        tags,
        summary: '원생 등록 (보호자, 초대 포함)',
        params: instParams,
        body: registerStudentBody,
        response: { 200: registerStudentResponse },
      },
      config: { access: STUDENTS_ACCESS.manage, rateLimit: INVITE_RATE_LIMIT },
    },
    async (request) =>
      registerStudent(ctx, callerOf(request), { student: request.body, origin: publicOriginOf(ctx.config, request) }),
  );

  app.get(
    `${base}/students`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: {
        tags,
        summary: '원생 목록 (상태, 검색, 페이지)',
        params: instParams,
        querystring: studentsListQuery,
        response: { 200: studentsListResponse },
      },
    },
    async (request) => listStudentsOf(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/students/birthdays`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: {
        tags,
        summary: '원생 생일 (이번 달, 다가오는 생일)',
        params: instParams,
        querystring: birthdaysQuery,
        response: { 200: birthdaysResponse },
      },
    },
    async (request) => birthdays(ctx, callerOf(request), request.query),
  );

  app.get(
    student,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: { tags, summary: '원생 상세', params: studentParams, response: { 200: studentDetailResponse } },
    },
    async (request) => getStudent(ctx, callerOf(request), request.params),
  );

  app.patch(
    student,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 정보 수정',
        params: studentParams,
        body: updateStudentBody,
        response: { 200: studentDetailResponse },
      },
    },
    async (request) =>
      updateStudent(ctx, callerOf(request), { studentId: request.params.studentId, change: request.body }),
  );

  app.patch(
    `${student}/inst-info`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 학원 정보 수정 (학교, 학년, 메모)',
        params: studentParams,
        body: updateInstInfoBody,
        response: { 200: studentDetailResponse },
      },
    },
    async (request) =>
      updateInstInfo(ctx, callerOf(request), { studentId: request.params.studentId, change: request.body }),
  );

  app.post(
    `${student}/guardians`,
    {
      schema: {
        tags,
        summary: '보호자 추가',
        params: studentParams,
        body: addGuardianBody,
        response: { 200: studentDetailResponse },
      },
      config: { access: STUDENTS_ACCESS.manage, rateLimit: INVITE_RATE_LIMIT },
    },
    async (request) =>
      addGuardian(ctx, callerOf(request), {
        studentId: request.params.studentId,
        guardian: request.body,
        origin: publicOriginOf(ctx.config, request),
      }),
  );

  app.delete(
    `${student}/guardians/:guardianId`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: { tags, summary: '보호자 삭제', params: guardianParams, response: { 200: studentDetailResponse } },
    },
    async (request) => removeGuardian(ctx, callerOf(request), request.params),
  );

  app.delete(
    `${student}/guardians/:guardianId/connection`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '보호자 계정 연결 해제',
        params: guardianParams,
        response: { 200: studentDetailResponse },
      },
    },
    async (request) => unlinkGuardian(ctx, callerOf(request), request.params),
  );

  app.post(
    `${student}/guardians/:guardianId/invite`,
    {
      schema: { tags, summary: '보호자 초대 (문자)', params: guardianParams, response: { 200: inviteResponse } },
      config: { access: STUDENTS_ACCESS.manage, rateLimit: INVITE_RATE_LIMIT },
    },
    async (request) =>
      inviteGuardian(ctx, callerOf(request), { ...request.params, origin: publicOriginOf(ctx.config, request) }),
  );

  app.post(
    `${student}/invite`,
    {
      schema: { tags, summary: '원생 본인 초대 (문자)', params: studentParams, response: { 200: inviteResponse } },
      config: { access: STUDENTS_ACCESS.manage, rateLimit: INVITE_RATE_LIMIT },
    },
    async (request) =>
      inviteStudent(ctx, callerOf(request), { ...request.params, origin: publicOriginOf(ctx.config, request) }),
  );

  app.delete(
    `${student}/connection`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: { tags, summary: '원생 계정 연결 해제', params: studentParams, response: { 200: studentDetailResponse } },
    },
    async (request) => unlinkStudent(ctx, callerOf(request), request.params),
  );

  app.post(
    `${student}/status`,
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 상태 변경 (재원, 휴원, 퇴원)',
        params: studentParams,
        body: changeStatusBody,
        response: { 200: studentDetailResponse },
      },
    },
    async (request) =>
      changeStatus(ctx, callerOf(request), { studentId: request.params.studentId, change: request.body }),
  );

  app.get(
    `${student}/memos`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: { tags, summary: '원생 메모 목록', params: studentParams, response: { 200: memosResponse } },
    },
    async (request) => listMemos(ctx, callerOf(request), request.params),
  );

  app.post(
    `${student}/memos`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: {
        tags,
        summary: '원생 메모 쓰기',
        params: studentParams,
        body: memoBody,
        response: { 200: memosResponse },
      },
    },
    async (request) => addMemo(ctx, callerOf(request), { studentId: request.params.studentId, memo: request.body }),
  );

  app.patch(
    `${student}/memos/:memoId`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: { tags, summary: '원생 메모 수정', params: memoParams, body: memoBody, response: { 200: memosResponse } },
    },
    async (request) => updateMemo(ctx, callerOf(request), { ...request.params, memo: request.body }),
  );

  app.delete(
    `${student}/memos/:memoId`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: { tags, summary: '원생 메모 삭제', params: memoParams, response: { 200: memosResponse } },
    },
    async (request) => deleteMemo(ctx, callerOf(request), request.params),
  );

  app.get(
    `${student}/history`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: { tags, summary: '원생 이력', params: studentParams, response: { 200: historyResponse } },
    },
    async (request) => studentHistory(ctx, callerOf(request), request.params),
  );

  app.get(
    `${base}/members`,
    {
      config: { access: STUDENTS_ACCESS.view },
      schema: {
        tags,
        summary: '구성원 목록 (학생, 학부모, 직원)',
        params: instParams,
        querystring: membersQuery,
        response: { 200: membersResponse },
      },
    },
    async (request) => listMembers(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/my-students`,
    {
      config: { access: STUDENTS_ACCESS.own },
      schema: {
        tags,
        summary: '내 원생 기록 (학부모: 연결된 자녀, 학생: 본인)',
        params: instParams,
        response: { 200: myStudentsResponse },
      },
    },
    async (request) => myStudents(ctx, callerOf(request)),
  );
};
