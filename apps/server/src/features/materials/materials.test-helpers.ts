import type { Database } from '../../db/database';
import { type Caller, multipartFile } from '../classes/classes.test-helpers';

/** Test helpers of the study materials: real file bytes, uploads and materials made through the API. */

/** A tiny PDF (its header is what the upload pipeline sniffs). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const materialsUrl = (instId: string, path = '') => `/api/insts/${instId}/materials${path}`;

/** Uploads one file as `caller` and answers its file id (fails the test unless it was taken). */
export async function uploadMaterialFileAs(
  caller: Caller,
  instId: string,
  fileName = '단원평가.pdf',
  bytes: Buffer = PDF_BYTES,
  contentType = 'application/pdf',
): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: materialsUrl(instId, '/files'),
    ...multipartFile(fileName, bytes, contentType),
  });
  if (response.statusCode !== 200) throw new Error(`upload ${response.statusCode}: ${response.body}`);
  return response.json().fileId;
}

/** Makes a material with one fresh PDF as `caller` and answers its view. */
export async function materialAs(
  caller: Caller,
  instId: string,
  body: { classId: string; title?: string; folder?: string | null; tags?: string[]; files?: number },
): Promise<{ materialId: string; files: { fileId: string }[] }> {
  const fileIds: string[] = [];
  for (let index = 0; index < (body.files ?? 1); index += 1)
    fileIds.push(await uploadMaterialFileAs(caller, instId, `자료${index + 1}.pdf`));
  const response = await caller.inject({
    method: 'POST',
    url: materialsUrl(instId),
    payload: {
      classId: body.classId,
      title: body.title ?? '학습 자료',
      description: '설명',
      folder: body.folder ?? null,
      tags: body.tags ?? [],
      fileIds,
    },
  });
  if (response.statusCode !== 200) throw new Error(`create ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The demo class the demo teacher teaches and the demo student attends. */
export async function sharedDemoClass(db: Database, instId: string, teacherId: string, studentId: string) {
  const row = await db
    .selectFrom('class_teachers as ct')
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.inst_id', '=', 'ct.inst_id').onRef('cs.class_id', '=', 'ct.class_id'),
    )
    .select('ct.class_id')
    .where('ct.inst_id', '=', instId)
    .where('ct.user_id', '=', teacherId)
    .where('cs.student_id', '=', studentId)
    .where('cs.end_date', 'is', null)
    .orderBy('ct.class_id')
    .executeTakeFirstOrThrow();
  return row.class_id;
}
