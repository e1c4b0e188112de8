import { statSync } from 'node:fs';
import type { Insertable } from 'kysely';
import { sampleKeyOf, samplePath } from '../../platform/files/shipped-samples';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, daysAgo, momentOn, userOf } from './demo-world';

/**
 * The study materials of a demo academy (features/materials, decision 0058): worksheets and notes
 * for its classes, in folders and with tags, whose files are the samples shipped in ./assets (a
 * Korean PDF worksheet made with the app's own font, and a drawn worksheet photo) read through
 * `samples/` upload rows; the demo family has downloaded some, so the counts are not all zero.
 */

type DemoMaterial = {
  classNm: string;
  author: string;
  daysAgo: number;
  title: string;
  description: string;
  folder: string | null;
  tags: string[];
  files: { sample: string; name: string; contentType: string; kind: 'document' | 'image' }[];
  /** Accounts that downloaded every file, and how many days ago. */
  downloads?: { loginId: string; daysAgo: number }[];
};

const PDF = { sample: 'material-worksheet.pdf', contentType: 'application/pdf', kind: 'document' } as const;
const PHOTO = { sample: 'feed-worksheet.jpg', contentType: 'image/jpeg', kind: 'image' } as const;

const HANBIT_MATERIALS: readonly DemoMaterial[] = [
  {
    classNm: '중3 수학 심화반',
    author: 'teacher',
    daysAgo: 6,
    title: '이차함수 그래프 학습지',
    description: '수업 시간에 푼 문제와 같은 유형입니다. 풀이 과정을 오답 노트에 정리해 오세요.',
    folder: '3단원 이차함수',
    tags: ['학습지', '이차함수'],
    files: [{ ...PDF, name: '이차함수 학습지.pdf' }],
    downloads: [
      { loginId: 'student', daysAgo: 5 },
      { loginId: 'parent', daysAgo: 4 },
      { loginId: 'student', daysAgo: 1 },
    ],
  },
  {
    classNm: '중3 수학 심화반',
    author: 'teacher',
    daysAgo: 2,
    title: '꼭짓점 찾기 판서 정리',
    description: '오늘 칠판에 정리한 내용입니다.',
    folder: '3단원 이차함수',
    tags: ['판서'],
    files: [{ ...PHOTO, name: '판서 정리.jpg' }],
    downloads: [{ loginId: 'student', daysAgo: 1 }],
  },
  {
    classNm: '중3 수학 심화반',
    author: 'director',
    daysAgo: 9,
    title: '기말고사 대비 범위 안내',
    description: '시험 범위와 추천 문제집 쪽수를 정리했습니다.',
    folder: '시험 대비',
    tags: ['기말고사'],
    files: [{ ...PDF, name: '기말고사 대비.pdf' }],
  },
  {
    classNm: '초등 사고력 수학',
    author: 'teacher',
    daysAgo: 3,
    title: '도형 퍼즐 활동지',
    description: '집에서 가족과 함께 풀어 보세요.',
    folder: null,
    tags: ['도형', '활동지'],
    files: [
      { ...PHOTO, name: '도형 퍼즐.jpg' },
      { ...PDF, name: '도형 퍼즐 풀이.pdf' },
    ],
    downloads: [{ loginId: 'parent', daysAgo: 2 }],
  },
];

const SAESOL_MATERIALS: readonly DemoMaterial[] = [
  {
    classNm: '초등 영어 리딩',
    author: 'director2',
    daysAgo: 4,
    title: '이번 주 원서 단어장',
    description: '발표 전에 단어를 소리 내어 읽어 보세요.',
    folder: '단어장',
    tags: ['단어'],
    files: [{ ...PDF, name: '단어장.pdf' }],
  },
];

const MATERIALS_BY_ACADEMY: Readonly<Record<string, readonly DemoMaterial[]>> = {
  한빛수학학원: HANBIT_MATERIALS,
  새솔영어학원: SAESOL_MATERIALS,
};

/** Writes one academy's study materials; nothing for an academy without them, or without the shipped samples. */
export async function writeDemoMaterials(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  const { instId } = seeded;
  const rows = {
    uploads: [] as Insertable<DB['uploads']>[],
    materials: [] as Insertable<DB['study_materials']>[],
    files: [] as Insertable<DB['study_material_files']>[],
    downloads: [] as Insertable<DB['study_material_downloads']>[],
  };
  const ordered = [...(MATERIALS_BY_ACADEMY[seeded.academy.instNm] ?? [])].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const material of ordered) {
    const classId = classes.find((cls) => cls.classNm === material.classNm)?.id;
    const samples = material.files.map((file) => ({ file, path: samplePath(file.sample) }));
    if (!classId || samples.some((sample) => sample.path === null)) continue;
    const at = momentOn(world, daysAgo(world, material.daysAgo), '21:00');
    const author = userOf(world, material.author);
    const materialId = newId();
    rows.materials.push({
      inst_id: instId,
      id: materialId,
      class_id: classId,
      title: material.title,
      description: material.description,
      folder: material.folder,
      tags: material.tags,
      author_user_id: author,
      created_at: at,
      updated_at: at,
    });
    for (const [index, { file, path }] of samples.entries()) {
      const uploadId = newId();
      const size = statSync(path as string).size;
      rows.uploads.push({
        id: uploadId,
        owner_user_id: author,
        inst_id: instId,
        purpose: 'study-material',
        original_nm: file.name,
        content_type: file.contentType,
        size_bytes: size,
        storage_key: sampleKeyOf(uploadId, file.sample),
        signup_trans_id: null,
        created_at: at,
        attached_at: at,
      });
      rows.files.push({
        inst_id: instId,
        upload_id: uploadId,
        material_id: materialId,
        uploader_user_id: author,
        kind: file.kind,
        original_nm: file.name,
        content_type: file.contentType,
        size_bytes: size,
        sort_order: index,
        created_at: at,
      });
      for (const download of material.downloads ?? []) {
        const day = daysAgo(world, download.daysAgo);
        const when = momentOn(world, day, '19:30');
        rows.downloads.push({
          inst_id: instId,
          upload_id: uploadId,
          user_id: userOf(world, download.loginId),
          day,
          material_id: materialId,
          times: 1,
          first_at: when,
          last_at: when,
        });
      }
    }
  }
  await insertRows(world.db, 'uploads', rows.uploads);
  await insertRows(world.db, 'study_materials', rows.materials);
  await insertRows(world.db, 'study_material_files', rows.files);
  await insertRows(world.db, 'study_material_downloads', rows.downloads);
}
