import {
  createGradeBody,
  editGradeBody,
  gradeDetail as gradeDetailResponse,
  gradeFormOptionsResponse,
  gradeListQuery,
  gradeListResponse,
  gradeParams,
  gradeSettings,
  gradesInstParams,
  saveScoresBody,
  studentGradeDetail,
  studentGradeParams,
  studentGradesParams,
  studentGradesQuery,
  studentGradesResponse,
} from '@academy/domain/grades/grades.schema';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { GRADES_ACCESS } from './grades.access';
import {
  createGrade,
  deleteGrade,
  editGrade,
  gradeDetail,
  gradeFormOptions,
  gradeSettingsOf,
  listGrades,
  publishGrade,
  putGradeSettings,
  saveScores,
  studentGrade,
  studentGrades,
} from './grades.service';

const tags = ['grades'];
const base = '/api/insts/:instId';
const grade = `${base}/grades/:gradeId`;

/**
 * Grades (docs/access-matrix.md `## grades`, decision 0056): tests and their score grid for staff,
 * publishing, the rank setting, and a student's own tests for their family.
 */
export const gradesRoutes: AppRoutes = async (app, { ctx }) => {
  const staff = { access: GRADES_ACCESS.staff };
  const read = { access: GRADES_ACCESS.read };
  const director = { access: GRADES_ACCESS.director };

  app.get(
    `${base}/grades`,
    {
      config: staff,
      schema: {
        tags,
        summary: '성적 목록 (시험일 최신순, 반·월 필터, 커서 페이지)',
        params: gradesInstParams,
        querystring: gradeListQuery,
        response: { 200: gradeListResponse },
      },
    },
    async (request) => listGrades(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/grades/form-options`,
    {
      config: staff,
      schema: {
        tags,
        summary: '성적을 등록할 수 있는 반',
        params: gradesInstParams,
        response: { 200: gradeFormOptionsResponse },
      },
    },
    async (request) => gradeFormOptions(ctx, callerOf(request)),
  );

  app.post(
    `${base}/grades`,
    {
      config: staff,
      schema: {
        tags,
        summary: '성적 등록 1단계: 시험 정보 (가족에게는 공개 전까지 보이지 않음)',
        params: gradesInstParams,
        body: createGradeBody,
        response: { 201: gradeDetailResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createGrade(ctx, callerOf(request), request.body)),
  );

  app.get(
    `${base}/grades/settings`,
    {
      config: staff,
      schema: { tags, summary: '성적 설정 (석차 공개)', params: gradesInstParams, response: { 200: gradeSettings } },
    },
    async (request) => gradeSettingsOf(ctx, callerOf(request)),
  );

  app.put(
    `${base}/grades/settings`,
    {
      config: director,
      schema: {
        tags,
        summary: '성적 설정 바꾸기 (원장, 기록이 남음)',
        params: gradesInstParams,
        body: gradeSettings,
        response: { 200: gradeSettings },
      },
    },
    async (request) => putGradeSettings(ctx, callerOf(request), request.body),
  );

  app.get(
    grade,
    {
      config: staff,
      schema: {
        tags,
        summary: '성적 상세: 명단, 점수, 통계',
        params: gradeParams,
        response: { 200: gradeDetailResponse },
      },
    },
    async (request) => gradeDetail(ctx, callerOf(request), request.params.gradeId),
  );

  app.patch(
    grade,
    {
      config: staff,
      schema: {
        tags,
        summary: '시험 정보 고치기 (입력된 점수보다 낮은 만점은 거절)',
        params: gradeParams,
        body: editGradeBody,
        response: { 200: gradeDetailResponse },
      },
    },
    async (request) => editGrade(ctx, callerOf(request), request.params.gradeId, request.body),
  );

  app.put(
    `${grade}/scores`,
    {
      config: staff,
      schema: {
        tags,
        summary: '점수표 한 번에 저장 (한 트랜잭션, 잘못된 칸이 있으면 아무것도 저장하지 않음)',
        params: gradeParams,
        body: saveScoresBody,
        response: { 200: gradeDetailResponse },
      },
    },
    async (request) => saveScores(ctx, callerOf(request), request.params.gradeId, request.body),
  );

  app.post(
    `${grade}/publish`,
    {
      config: staff,
      schema: {
        tags,
        summary: '가족에게 성적 공개 (처음 한 번만 알림)',
        params: gradeParams,
        response: { 200: gradeDetailResponse },
      },
    },
    async (request) => publishGrade(ctx, callerOf(request), request.params.gradeId),
  );

  app.delete(
    grade,
    {
      config: staff,
      schema: { tags, summary: '성적 삭제 (점수 포함, 기록이 남음)', params: gradeParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteGrade(ctx, callerOf(request), request.params.gradeId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${base}/students/:studentId/grades`,
    {
      config: read,
      schema: {
        tags,
        summary: '원생의 성적 (가족은 공개된 시험만, 최신순)',
        params: studentGradesParams,
        querystring: studentGradesQuery,
        response: { 200: studentGradesResponse },
      },
    },
    async (request) => studentGrades(ctx, callerOf(request), request.params.studentId, request.query),
  );

  app.get(
    `${base}/students/:studentId/grades/:gradeId`,
    {
      config: read,
      schema: {
        tags,
        summary: '원생의 시험 한 건: 본인 점수와 반 통계',
        params: studentGradeParams,
        response: { 200: studentGradeDetail },
      },
    },
    async (request) => studentGrade(ctx, callerOf(request), request.params.studentId, request.params.gradeId),
  );
};
