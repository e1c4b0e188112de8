import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, studentOfUser, tempDataDir } from '../classes/classes.test-helpers';
import { materialAs, materialsUrl, PDF_BYTES, sharedDemoClass, uploadMaterialFileAs } from './materials.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const as = (userId: string) => callerFor(app, db, userId, clock.now());
const director = await as(world.users.director);
const teacher = await as(world.users.teacher);
const parent = await as(world.users.parent);
const student = await as(world.users.student);
const other = await as(world.users.other);
const childId = await studentOfUser(db, instId, world.users.student);
const classId = await sharedDemoClass(db, instId, world.users.teacher, childId);
/** A class nobody of the demo family attends and the demo teacher does not teach. */
const foreignClassId = (
  await db
    .selectFrom('classes as c')
    .select('c.id')
    .where('c.inst_id', '=', instId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_teachers as ct')
            .select('ct.class_id')
            .whereRef('ct.inst_id', '=', 'c.inst_id')
            .whereRef('ct.class_id', '=', 'c.id')
            .where('ct.user_id', '=', world.users.teacher),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_students as cs')
            .select('cs.class_id')
            .whereRef('cs.inst_id', '=', 'c.inst_id')
            .whereRef('cs.class_id', '=', 'c.id')
            .where('cs.student_id', '=', childId),
        ),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirstOrThrow()
).id;

const downloadUrl = (materialId: string, fileId: string) =>
  materialsUrl(instId, `/${materialId}/files/${fileId}/download`);
const downloadRows = (fileId: string) =>
  db.selectFrom('study_material_downloads').selectAll().where('upload_id', '=', fileId).execute();

describe('study materials', () => {
  it('lets a teacher upload files and attach them to a material of a class they teach', async () => {
    const fileId = await uploadMaterialFileAs(teacher, instId, '중간고사 대비.pdf');
    const waiting = await db.selectFrom('uploads').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ purpose: 'study-material', attached_at: null });

    const response = await teacher.inject({
      method: 'POST',
      url: materialsUrl(instId),
      payload: {
        classId,
        title: '중간고사 대비 문제',
        description: '3단원까지',
        folder: '  중간   대비 ',
        tags: ['#중간고사', '중간고사', ' 수학 '],
        fileIds: [fileId],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      classId,
      title: '중간고사 대비 문제',
      folder: '중간 대비',
      tags: ['중간고사', '수학'],
      downloadCnt: 0,
      canEdit: true,
    });
    expect(view.files).toEqual([
      {
        fileId,
        originalNm: '중간고사 대비.pdf',
        sizeBytes: PDF_BYTES.length,
        kind: 'document',
        contentType: 'application/pdf',
        downloadCnt: 0,
      },
    ]);
    const attached = await db.selectFrom('uploads').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(attached.attached_at).not.toBeNull();

    const folders = (
      await parent.inject({ method: 'GET', url: materialsUrl(instId, `/folders?classId=${classId}`) })
    ).json();
    expect(folders.folders).toContainEqual({ folder: '중간 대비', count: 1 });
    expect(folders.tags).toContainEqual({ tag: '중간고사', count: 1 });
  });

  it('refuses a file that is not the caller’s waiting upload, and writes nothing', async () => {
    const theirs = await uploadMaterialFileAs(director, instId);
    const before = await db.selectFrom('study_materials').select('id').execute();
    const response = await teacher.inject({
      method: 'POST',
      url: materialsUrl(instId),
      payload: { classId, title: '남의 파일', fileIds: [theirs] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('fileIds.0');
    expect(await db.selectFrom('study_materials').select('id').execute()).toHaveLength(before.length);
  });

  it('lets only one of two materials saved at once take the same upload', async () => {
    const fileId = await uploadMaterialFileAs(teacher, instId);
    const save = (title: string) =>
      teacher.inject({ method: 'POST', url: materialsUrl(instId), payload: { classId, title, fileIds: [fileId] } });
    const answers = await Promise.all([save('동시 1'), save('동시 2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const owners = await db
      .selectFrom('study_material_files')
      .select('material_id')
      .where('upload_id', '=', fileId)
      .execute();
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().materialId;
    expect(owners).toEqual([{ material_id: winner }]);
    const titles = await db.selectFrom('study_materials').select('title').where('title', 'like', '동시 %').execute();
    expect(titles).toHaveLength(1);
  });

  it('answers 404 to a teacher writing for a class they do not teach, and writes nothing', async () => {
    const fileId = await uploadMaterialFileAs(teacher, instId);
    const before = await db.selectFrom('study_materials').select('id').execute();
    const response = await teacher.inject({
      method: 'POST',
      url: materialsUrl(instId),
      payload: { classId: foreignClassId, title: '남의 반', fileIds: [fileId] },
    });
    expect(response.statusCode).toBe(404);
    expect(await db.selectFrom('study_materials').select('id').execute()).toHaveLength(before.length);
  });

  it('shows a family only the materials of their child’s current classes', async () => {
    const mine = await materialAs(teacher, instId, { classId, title: '우리 반 자료' });
    const foreign = await materialAs(director, instId, { classId: foreignClassId, title: '다른 반 자료' });
    for (const family of [parent, student]) {
      const page = (await family.inject({ method: 'GET', url: materialsUrl(instId, '?limit=50') })).json();
      const titles = page.items.map((item: { title: string }) => item.title);
      expect(titles).toContain('우리 반 자료');
      expect(titles).not.toContain('다른 반 자료');
      expect(page.items[0]).toMatchObject({ downloadCnt: null, canEdit: false });
      const detail = await family.inject({ method: 'GET', url: materialsUrl(instId, `/${foreign.materialId}`) });
      expect(detail.statusCode).toBe(404);
      const file = foreign.files[0]?.fileId ?? '';
      expect((await family.inject({ method: 'GET', url: downloadUrl(foreign.materialId, file) })).statusCode).toBe(404);
      expect(
        (await family.inject({ method: 'GET', url: materialsUrl(instId, `/${mine.materialId}`) })).statusCode,
      ).toBe(200);
    }
    // The teacher does not reach a class they do not teach either.
    expect(
      (await teacher.inject({ method: 'GET', url: materialsUrl(instId, `/${foreign.materialId}`) })).statusCode,
    ).toBe(404);
    const classes = (await parent.inject({ method: 'GET', url: materialsUrl(instId, '/classes') })).json();
    expect(classes.canWrite).toBe(false);
    expect(classes.classes.map((each: { classId: string }) => each.classId)).toContain(classId);
    expect(classes.classes.map((each: { classId: string }) => each.classId)).not.toContain(foreignClassId);
  });

  it('searches by words and filters by folder and tag', async () => {
    await materialAs(teacher, instId, { classId, title: '분수의 덧셈 학습지', folder: '1단원', tags: ['분수'] });
    await materialAs(teacher, instId, { classId, title: '도형 학습지', folder: '2단원', tags: ['도형'] });
    const titlesOf = async (query: string) =>
      (await teacher.inject({ method: 'GET', url: materialsUrl(instId, `?classId=${classId}&${query}`) }))
        .json()
        .items.map((item: { title: string }) => item.title);
    expect(await titlesOf(`q=${encodeURIComponent('분수')}`)).toEqual(['분수의 덧셈 학습지']);
    expect(await titlesOf(`folder=${encodeURIComponent('2단원')}`)).toEqual(['도형 학습지']);
    expect(await titlesOf(`tag=${encodeURIComponent('도형')}`)).toEqual(['도형 학습지']);
  });

  it('pages newest first with a cursor', async () => {
    for (let index = 0; index < 3; index += 1)
      await materialAs(director, instId, { classId: foreignClassId, title: `쪽 ${index}` });
    const first = (
      await director.inject({ method: 'GET', url: materialsUrl(instId, `?classId=${foreignClassId}&limit=2`) })
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1].materialId);
    const rest = (
      await director.inject({
        method: 'GET',
        url: materialsUrl(instId, `?classId=${foreignClassId}&limit=50&cursor=${first.nextCursor}`),
      })
    ).json();
    const seen = [...first.items, ...rest.items].map((item: { materialId: string }) => item.materialId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(rest.nextCursor).toBeNull();
  });

  it('counts a family’s download once per person, file and day, parallel ones too, and not staff’s', async () => {
    const { materialId, files } = await materialAs(teacher, instId, { classId, title: '내려받기' });
    const fileId = files[0]?.fileId ?? '';
    const first = await parent.inject({ method: 'GET', url: downloadUrl(materialId, fileId) });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="study-material.pdf"; filename*=UTF-8''${encodeURIComponent('자료1.pdf')}`,
    );

    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => student.inject({ method: 'GET', url: downloadUrl(materialId, fileId) })),
    );
    expect(parallel.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    await teacher.inject({ method: 'GET', url: downloadUrl(materialId, fileId) });

    const rows = await downloadRows(fileId);
    expect(rows.map((row) => row.user_id).sort()).toEqual([world.users.parent, world.users.student].sort());
    expect(rows.find((row) => row.user_id === world.users.student)?.times).toBe(6);

    clock.set(new Date('2026-11-25T03:00:00Z'));
    await parent.inject({ method: 'GET', url: downloadUrl(materialId, fileId) });
    clock.set(new Date('2026-11-24T03:00:00Z'));

    const detail = (await teacher.inject({ method: 'GET', url: materialsUrl(instId, `/${materialId}`) })).json();
    expect(detail.downloadCnt).toBe(3);
    const who = (await teacher.inject({ method: 'GET', url: materialsUrl(instId, `/${materialId}/downloads`) })).json();
    expect(who.files[0]).toMatchObject({ fileId, downloadCnt: 3 });
    expect(
      who.files[0].people.map((person: { roleLabel: string; days: number }) => [person.roleLabel, person.days]).sort(),
    ).toEqual([
      ['학부모', 2],
      ['학생', 1],
    ]);
    expect(
      (await parent.inject({ method: 'GET', url: materialsUrl(instId, `/${materialId}/downloads`) })).statusCode,
    ).toBe(403);
  });

  it('answers 404 to a family whose child left the class', async () => {
    const { materialId, files } = await materialAs(teacher, instId, { classId, title: '떠난 뒤' });
    await db
      .updateTable('class_students')
      .set({ end_date: '2026-11-20' })
      .where('inst_id', '=', instId)
      .where('class_id', '=', classId)
      .where('student_id', '=', childId)
      .execute();
    try {
      expect((await parent.inject({ method: 'GET', url: materialsUrl(instId, `/${materialId}`) })).statusCode).toBe(
        404,
      );
      const file = files[0]?.fileId ?? '';
      expect((await student.inject({ method: 'GET', url: downloadUrl(materialId, file) })).statusCode).toBe(404);
      expect(await downloadRows(file)).toHaveLength(0);
    } finally {
      await db
        .updateTable('class_students')
        .set({ end_date: null })
        .where('inst_id', '=', instId)
        .where('class_id', '=', classId)
        .where('student_id', '=', childId)
        .execute();
    }
  });

  it('edits a material: fields sent change, dropped files are removed, new ones attached', async () => {
    const { materialId, files } = await materialAs(teacher, instId, { classId, title: '고치기', files: 2 });
    const added = await uploadMaterialFileAs(teacher, instId, '추가.pdf');
    const kept = files[1]?.fileId ?? '';
    const dropped = files[0]?.fileId ?? '';
    const response = await teacher.inject({
      method: 'PATCH',
      url: materialsUrl(instId, `/${materialId}`),
      payload: { title: '고친 제목', fileIds: [added, kept] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: '고친 제목', description: '설명' });
    expect(response.json().files.map((file: { fileId: string }) => file.fileId)).toEqual([added, kept]);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', dropped).execute()).toHaveLength(0);
  });

  it('deletes a material with its files and writes an audit row', async () => {
    const { materialId, files } = await materialAs(teacher, instId, { classId, title: '지울 자료' });
    const fileId = files[0]?.fileId ?? '';
    expect((await parent.inject({ method: 'DELETE', url: materialsUrl(instId, `/${materialId}`) })).statusCode).toBe(
      403,
    );
    const response = await teacher.inject({ method: 'DELETE', url: materialsUrl(instId, `/${materialId}`) });
    expect(response.statusCode).toBe(204);
    expect(await db.selectFrom('study_materials').select('id').where('id', '=', materialId).execute()).toHaveLength(0);
    expect(await db.selectFrom('uploads').select('id').where('id', '=', fileId).execute()).toHaveLength(0);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `material:${materialId}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'material.delete', actor_user_id: world.users.teacher });
  });

  it('answers 404 to another academy for this academy’s material and file ids, and stores nothing', async () => {
    const { materialId, files } = await materialAs(teacher, instId, { classId, title: '우리 학원 자료' });
    const fileId = files[0]?.fileId ?? '';
    const calls = [
      { method: 'GET' as const, url: materialsUrl(instId, `/${materialId}`) },
      { method: 'GET' as const, url: downloadUrl(materialId, fileId) },
      { method: 'GET' as const, url: `/api/insts/${world.otherInstId}/materials/${materialId}` },
      {
        method: 'GET' as const,
        url: `/api/insts/${world.otherInstId}/materials/${materialId}/files/${fileId}/download`,
      },
      { method: 'DELETE' as const, url: `/api/insts/${world.otherInstId}/materials/${materialId}` },
      {
        method: 'PATCH' as const,
        url: `/api/insts/${world.otherInstId}/materials/${materialId}`,
        payload: { title: '침입' },
      },
      {
        method: 'POST' as const,
        url: `/api/insts/${world.otherInstId}/materials`,
        payload: { classId, title: '침입', fileIds: [fileId] },
      },
    ];
    for (const call of calls) {
      const response = await other.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('우리 학원 자료');
    }
    expect(await downloadRows(fileId)).toHaveLength(0);
    const still = await db
      .selectFrom('study_materials')
      .select('title')
      .where('id', '=', materialId)
      .executeTakeFirst();
    expect(still?.title).toBe('우리 학원 자료');
  });
});
