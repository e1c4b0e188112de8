import {
  classDetailResponse,
  classFileParams,
  classInstParams,
  classListQuery,
  classListResponse,
  classParams,
  classStudentsResponse,
  closeClassBody,
  createClassBody,
  createClassResponse,
  createTuitionResponse,
  endEnrolmentBody,
  enrolmentParams,
  enrolStudentsBody,
  moveStudentsBody,
  moveStudentsResponse,
  newTuitionInput,
  studentCandidatesQuery,
  studentCandidatesResponse,
  teacherCandidatesResponse,
  tuitionsResponse,
  updateClassBody,
  uploadClassImageResponse,
} from '@academy/domain/class/class.schema';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import type { AppRoutes } from '../../platform/http/routes';
import { createTuition, teacherCandidates, tuitionsOf } from './catalog.service';
import { CLASSES_ACCESS } from './classes.access';
import { closeClass, createClass, getClass, listClassesOf, updateClass } from './classes.service';
import { endEnrolment, enrolStudents, listEnrolments, studentCandidates } from './enrolment.service';
import { readClassImage, uploadClassImage } from './images.service';
import { moveStudents } from './moves.service';

const tags = ['classes'];
const base = '/api/insts/:instId';
const oneClass = `${base}/classes/:classId`;

/**
 * Classes (docs/access-matrix.md `## classes`): list, detail, the wizard's create, edit, close;
 * enrolment and moves between classes; the teachers and tuitions to choose from; class images.
 */
export const classesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/classes`,
    {
      config: { access: CLASSES_ACCESS.view },
      schema: {
        tags,
        summary: '반 목록 (내 반, 검색, 반 선택)',
        params: classInstParams,
        querystring: classListQuery,
        response: { 200: classListResponse },
      },
    },
    async (request) => listClassesOf(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/classes`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '반 만들기 (수업 시간, 강사, 수강료를 한 번에)',
        params: classInstParams,
        body: createClassBody,
        response: { 200: createClassResponse },
      },
    },
    async (request) => createClass(ctx, callerOf(request), request.body),
  );

  app.get(
    oneClass,
    {
      config: { access: CLASSES_ACCESS.view },
      schema: { tags, summary: '반 상세 (반 정보)', params: classParams, response: { 200: classDetailResponse } },
    },
    async (request) => getClass(ctx, callerOf(request), { classId: request.params.classId }),
  );

  app.patch(
    oneClass,
    {
      config: { access: CLASSES_ACCESS.staff },
      schema: {
        tags,
        summary: '반 수정',
        params: classParams,
        body: updateClassBody,
        response: { 200: classDetailResponse },
      },
    },
    async (request) => updateClass(ctx, callerOf(request), { classId: request.params.classId, change: request.body }),
  );

  app.post(
    `${oneClass}/close`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '폐강',
        params: classParams,
        body: closeClassBody,
        response: { 200: classDetailResponse },
      },
    },
    async (request) => closeClass(ctx, callerOf(request), { ...request.body, classId: request.params.classId }),
  );

  app.get(
    `${oneClass}/students`,
    {
      config: { access: CLASSES_ACCESS.staff },
      schema: { tags, summary: '수강생 목록', params: classParams, response: { 200: classStudentsResponse } },
    },
    async (request) => listEnrolments(ctx, callerOf(request), { classId: request.params.classId }),
  );

  app.post(
    `${oneClass}/students`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '수강 등록 (정원 확인)',
        params: classParams,
        body: enrolStudentsBody,
        response: { 200: classStudentsResponse },
      },
    },
    async (request) =>
      enrolStudents(ctx, callerOf(request), { classId: request.params.classId, enrolment: request.body }),
  );

  app.post(
    `${oneClass}/students/:enrolmentId/end`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '수강 종료',
        params: enrolmentParams,
        body: endEnrolmentBody,
        response: { 200: classStudentsResponse },
      },
    },
    async (request) => {
      const { classId, enrolmentId } = request.params;
      return endEnrolment(ctx, callerOf(request), { classId, enrolmentId, ...request.body });
    },
  );

  app.get(
    `${oneClass}/student-candidates`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '등록할 수 있는 원생',
        params: classParams,
        querystring: studentCandidatesQuery,
        response: { 200: studentCandidatesResponse },
      },
    },
    async (request) =>
      studentCandidates(ctx, callerOf(request), { classId: request.params.classId, q: request.query.q }),
  );

  app.post(
    `${base}/class-moves`,
    {
      config: { access: CLASSES_ACCESS.move },
      schema: {
        tags,
        summary: '반 이동 (지정한 날부터 다른 반으로, 이력 유지)',
        params: classInstParams,
        body: moveStudentsBody,
        response: { 200: moveStudentsResponse },
      },
    },
    async (request) => moveStudents(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/class-teachers`,
    {
      config: { access: CLASSES_ACCESS.staff },
      schema: {
        tags,
        summary: '강사 선택 목록 (원장, 실장, 강사)',
        params: classInstParams,
        response: { 200: teacherCandidatesResponse },
      },
    },
    async (request) => teacherCandidates(ctx, callerOf(request)),
  );

  app.get(
    `${base}/tuitions`,
    {
      config: { access: CLASSES_ACCESS.staff },
      schema: { tags, summary: '수강료 목록', params: classInstParams, response: { 200: tuitionsResponse } },
    },
    async (request) => tuitionsOf(ctx, callerOf(request)),
  );

  app.post(
    `${base}/tuitions`,
    {
      config: { access: CLASSES_ACCESS.manage },
      schema: {
        tags,
        summary: '수강료 추가',
        params: classInstParams,
        body: newTuitionInput,
        response: { 200: createTuitionResponse },
      },
    },
    async (request) => createTuition(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/class-images`,
    {
      schema: {
        tags,
        summary: '반 이미지 올리기 (jpg, png, heif, heic; 10MB까지)',
        consumes: ['multipart/form-data'],
        params: classInstParams,
        response: { 200: uploadClassImageResponse },
      },
      config: { access: CLASSES_ACCESS.staff },
    },
    async (request) => uploadClassImage(ctx, callerOf(request), { readFile: uploadFileOf(request, 'class-image') }),
  );

  app.get(
    '/api/files/:instId/class-images/:fileNm',
    {
      schema: { tags, summary: '반 이미지 파일', params: classFileParams },
      config: { access: CLASSES_ACCESS.imageFile },
    },
    async (request, reply) => {
      const file = await readClassImage(ctx, callerOf(request), { fileNm: request.params.fileNm });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(file.body);
    },
  );
};
