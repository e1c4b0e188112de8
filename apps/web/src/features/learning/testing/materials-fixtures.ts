import type { MeResponse } from '@academy/domain/account/account.schema';
import type { MaterialView } from '@academy/domain/materials/materials.schema';
import { INST_ID, INST_NM, meFixture } from '../../../test/fixtures';

/** Fixtures of the learning screens' tests. */

export const MATERIALS_BASE = `/api/insts/${INST_ID}/materials`;
export const CLASS_A = '019a0000-0000-7000-8000-0000000000c1';
export const CLASS_B = '019a0000-0000-7000-8000-0000000000c2';
export const MATERIAL_ID = '019a0000-0000-7000-8000-0000000000d1';
export const FILE_ID = '019a0000-0000-7000-8000-0000000000f1';
export const PARENT_USER_ID = '019a0000-0000-7000-8000-000000000021';

export const PARENT_ME: MeResponse = meFixture(
  { userId: PARENT_USER_ID, userInputId: 'parent', userNm: '최학부모', userNickNm: '최학부모' },
  { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }] },
);

export const material = (overrides: Partial<MaterialView> = {}): MaterialView => ({
  materialId: MATERIAL_ID,
  classId: CLASS_A,
  classNm: '중3 수학 심화반',
  title: '이차함수 그래프 학습지',
  description: '풀이 과정을 정리해 오세요.',
  folder: '3단원',
  tags: ['학습지', '이차함수'],
  files: [
    {
      fileId: FILE_ID,
      originalNm: '이차함수 학습지.pdf',
      sizeBytes: 13_317,
      kind: 'document',
      contentType: 'application/pdf',
      downloadCnt: 3,
    },
  ],
  authorNm: '박강사',
  createdAt: '2026-11-18T12:00:00.000Z',
  updatedAt: '2026-11-18T12:00:00.000Z',
  downloadCnt: 3,
  canEdit: true,
  ...overrides,
});

/** The same material as a family sees it: no counts, no editing. */
export const familyMaterial = (overrides: Partial<MaterialView> = {}): MaterialView => {
  const base = material(overrides);
  return {
    ...base,
    downloadCnt: null,
    canEdit: false,
    files: base.files.map((file) => ({ ...file, downloadCnt: null })),
    ...overrides,
  };
};

export const CLASSES = {
  classes: [
    { classId: CLASS_A, classNm: '중3 수학 심화반' },
    { classId: CLASS_B, classNm: '초등 사고력 수학' },
  ],
  canWrite: true,
};
