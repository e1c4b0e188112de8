import {
  createMaterialBody,
  editMaterialBody,
  foldersQuery,
  foldersResponse,
  materialClassesResponse,
  materialDownloadsResponse,
  materialFileParams,
  materialFileView,
  materialInstParams,
  materialParams,
  materialsPageResponse,
  materialsQuery,
  materialView,
} from '@academy/domain/materials/materials.schema';
import { fileExtension } from '@academy/domain/uploads/uploads.rules';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import { attachment } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { MATERIALS_ACCESS } from './materials.access';
import { downloadMaterialFile, uploadMaterialFile } from './materials.files';
import {
  createMaterial,
  editMaterial,
  listMaterials,
  materialClasses,
  materialDetail,
  materialDownloads,
  materialFolders,
  removeMaterial,
} from './materials.service';

/** The ASCII name of a material for old clients: `study-material.pdf` (its own name is Korean, mostly). */
const asciiNameOf = (fileName: string) => {
  const extension = fileExtension(fileName);
  return extension ? `study-material.${extension}` : 'study-material';
};

const tags = ['materials'];
const base = '/api/insts/:instId/materials';
const material = `${base}/:materialId`;

/** Study materials (학습 자료; docs/access-matrix.md `## materials`, decision 0058). */
export const materialsRoutes: AppRoutes = async (app, { ctx }) => {
  const read = { access: MATERIALS_ACCESS.read };
  const staff = { access: MATERIALS_ACCESS.staff };

  app.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: '학습 자료 목록 (반·폴더·태그·검색, 최신순 커서 페이지)',
        params: materialInstParams,
        querystring: materialsQuery,
        response: { 200: materialsPageResponse },
      },
    },
    async (request) => listMaterials(ctx, callerOf(request), request.query),
  );

  app.post(
    base,
    {
      config: staff,
      schema: {
        tags,
        summary: '학습 자료 올리기 (가르치는 반)',
        params: materialInstParams,
        body: createMaterialBody,
        response: { 200: materialView },
      },
    },
    async (request) => createMaterial(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/classes`,
    {
      config: read,
      schema: {
        tags,
        summary: '학습 자료를 볼 수 있는 반',
        params: materialInstParams,
        response: { 200: materialClassesResponse },
      },
    },
    async (request) => materialClasses(ctx, callerOf(request)),
  );

  app.get(
    `${base}/folders`,
    {
      config: read,
      schema: {
        tags,
        summary: '쓰고 있는 폴더와 태그',
        params: materialInstParams,
        querystring: foldersQuery,
        response: { 200: foldersResponse },
      },
    },
    async (request) => materialFolders(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/files`,
    {
      config: staff,
      schema: {
        tags,
        summary: '학습 자료 파일 올리기 (문서, 사진, 음성·동영상; 50MB까지)',
        consumes: ['multipart/form-data'],
        params: materialInstParams,
        response: { 200: materialFileView },
      },
    },
    async (request) =>
      uploadMaterialFile(ctx, callerOf(request), { readFile: uploadFileOf(request, 'study-material') }),
  );

  app.get(
    material,
    {
      config: read,
      schema: { tags, summary: '학습 자료 상세', params: materialParams, response: { 200: materialView } },
    },
    async (request) => materialDetail(ctx, callerOf(request), request.params),
  );

  app.patch(
    material,
    {
      config: staff,
      schema: {
        tags,
        summary: '학습 자료 고치기',
        params: materialParams,
        body: editMaterialBody,
        response: { 200: materialView },
      },
    },
    async (request) =>
      editMaterial(ctx, callerOf(request), { materialId: request.params.materialId, body: request.body }),
  );

  app.delete(
    material,
    {
      config: staff,
      schema: { tags, summary: '학습 자료 삭제 (기록이 남음)', params: materialParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMaterial(ctx, callerOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${material}/downloads`,
    {
      config: staff,
      schema: {
        tags,
        summary: '파일별 내려받은 수와 내려받은 사람',
        params: materialParams,
        response: { 200: materialDownloadsResponse },
      },
    },
    async (request) => materialDownloads(ctx, callerOf(request), request.params),
  );

  app.get(
    `${material}/files/:fileId/download`,
    {
      config: read,
      schema: { tags, summary: '학습 자료 파일 내려받기 (내려받은 수에 셈)', params: materialFileParams },
    },
    async (request, reply) => {
      const file = await downloadMaterialFile(ctx, callerOf(request), request.params);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachment(file.originalNm, asciiNameOf(file.originalNm)))
        .send(file.body);
    },
  );
};
