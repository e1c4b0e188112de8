import {
  assigneeView,
  checkBody,
  createHomeworkBody,
  editHomeworkBody,
  formOptionsQuery,
  formOptionsResponse,
  homeworkDetailQuery,
  homeworkDetail as homeworkDetailView,
  homeworkFileParams,
  homeworkFileView,
  homeworkInstParams,
  homeworkListQuery,
  homeworkListResponse,
  homeworkParams,
  homeworkStudentParams,
  studentHomeworkParams,
  studentHomeworkQuery,
  studentHomeworkResponse,
  submissionHistoryResponse,
  submissionsResponse,
  submitBody,
} from '@academy/domain/homework/homework.schema';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import { uploadDisposition } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { readHomeworkFile, uploadHomeworkFile } from './files.service';
import { HOMEWORK_ACCESS } from './homework.access';
import {
  createHomework,
  editHomework,
  formOptions,
  homeworkDetail,
  listHomework,
  removeHomework,
} from './homework.service';
import {
  checkSubmission,
  listSubmissions,
  studentHomework,
  submissionHistoryOf,
  submitHomework,
} from './submissions.service';

const tags = ['homework'];
const base = '/api/insts/:instId';
const one = `${base}/homework/:homeworkId`;

/**
 * Homework (숙제; docs/access-matrix.md `## homework`, decision 0057): assignments, hand-ins and
 * checks, a student's list and the homework files.
 */
export const homeworkRoutes: AppRoutes = async (app, { ctx }) => {
  const read = { access: HOMEWORK_ACCESS.read };
  const staff = { access: HOMEWORK_ACCESS.staff };
  const family = { access: HOMEWORK_ACCESS.family };

  app.get(
    `${base}/homework`,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 목록 (볼 수 있는 반, 마감 최신순, 제출 현황)',
        params: homeworkInstParams,
        querystring: homeworkListQuery,
        response: { 200: homeworkListResponse },
      },
    },
    async (request) => listHomework(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/homework/form-options`,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 내기 선택지 (반, 반 원생)',
        params: homeworkInstParams,
        querystring: formOptionsQuery,
        response: { 200: formOptionsResponse },
      },
    },
    async (request) => formOptions(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/homework`,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 내기 (반 전체 또는 고른 원생, 가족에게 알림)',
        params: homeworkInstParams,
        body: createHomeworkBody,
        response: { 200: homeworkDetailView },
      },
    },
    async (request) => createHomework(ctx, callerOf(request), request.body),
  );

  app.get(
    one,
    {
      config: read,
      schema: {
        tags,
        summary: '숙제 상세 (직원: 제출 현황, 가족: 우리 아이의 제출)',
        params: homeworkParams,
        querystring: homeworkDetailQuery,
        response: { 200: homeworkDetailView },
      },
    },
    async (request) =>
      homeworkDetail(ctx, callerOf(request), { homeworkId: request.params.homeworkId, query: request.query }),
  );

  app.patch(
    one,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 고치기 (마감 시각을 바꾸면 마감 알림을 다시 보냄)',
        params: homeworkParams,
        body: editHomeworkBody,
        response: { 200: homeworkDetailView },
      },
    },
    async (request) =>
      editHomework(ctx, callerOf(request), { homeworkId: request.params.homeworkId, body: request.body }),
  );

  app.delete(
    one,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 삭제 (제출물과 함께, 기록이 남음)',
        params: homeworkParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeHomework(ctx, callerOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${one}/submissions`,
    {
      config: staff,
      schema: {
        tags,
        summary: '제출 현황 (대상 원생마다 상태와 최근 제출물)',
        params: homeworkParams,
        response: { 200: submissionsResponse },
      },
    },
    async (request) => listSubmissions(ctx, callerOf(request), request.params),
  );

  app.get(
    `${one}/submissions/:studentId`,
    {
      config: read,
      schema: {
        tags,
        summary: '한 원생의 제출 기록 (최신순)',
        params: homeworkStudentParams,
        response: { 200: submissionHistoryResponse },
      },
    },
    async (request) => submissionHistoryOf(ctx, callerOf(request), request.params),
  );

  app.post(
    `${one}/submissions`,
    {
      config: read,
      schema: {
        tags,
        summary: '숙제 제출 (학생 본인 또는 학부모, 완료 확인 전까지 다시 제출 가능)',
        params: homeworkParams,
        body: submitBody,
        response: { 200: assigneeView },
      },
    },
    async (request) =>
      submitHomework(ctx, callerOf(request), { homeworkId: request.params.homeworkId, body: request.body }),
  );

  app.post(
    `${one}/submissions/:studentId/check`,
    {
      config: staff,
      schema: {
        tags,
        summary: '제출물 확인 (완료 또는 보완 요청, 가족에게 알림)',
        params: homeworkStudentParams,
        body: checkBody,
        response: { 200: assigneeView },
      },
    },
    async (request) => checkSubmission(ctx, callerOf(request), { ...request.params, body: request.body }),
  );

  app.get(
    `${base}/students/:studentId/homework`,
    {
      config: read,
      schema: {
        tags,
        summary: '원생의 숙제 (내 숙제; due: 할 숙제, 마감 가까운 순)',
        params: studentHomeworkParams,
        querystring: studentHomeworkQuery,
        response: { 200: studentHomeworkResponse },
      },
    },
    async (request) =>
      studentHomework(ctx, callerOf(request), { studentId: request.params.studentId, query: request.query }),
  );

  app.post(
    `${base}/homework-files`,
    {
      config: staff,
      schema: {
        tags,
        summary: '숙제 자료 올리기 (사진, 동영상, 문서; 50MB까지)',
        consumes: ['multipart/form-data'],
        params: homeworkInstParams,
        response: { 200: homeworkFileView },
      },
    },
    async (request) =>
      uploadHomeworkFile(ctx, callerOf(request), {
        purpose: 'homework-file',
        readFile: uploadFileOf(request, 'homework-file'),
      }),
  );

  app.post(
    `${base}/homework-submission-files`,
    {
      config: family,
      schema: {
        tags,
        summary: '제출할 사진·파일 올리기 (사진, 동영상, 문서; 50MB까지)',
        consumes: ['multipart/form-data'],
        params: homeworkInstParams,
        response: { 200: homeworkFileView },
      },
    },
    async (request) =>
      uploadHomeworkFile(ctx, callerOf(request), {
        purpose: 'homework-submission',
        readFile: uploadFileOf(request, 'homework-submission'),
      }),
  );

  app.get(
    `${base}/homework-files/:fileNm`,
    {
      config: read,
      schema: { tags, summary: '숙제 파일 (볼 수 있는 숙제와 제출물의 파일만)', params: homeworkFileParams },
    },
    async (request, reply) => {
      const file = await readHomeworkFile(ctx, callerOf(request), request.params);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', uploadDisposition(file.contentType))
        .send(file.body);
    },
  );
};
