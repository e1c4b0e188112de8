import { describe, expect, it } from 'vitest';
import {
  downloadKey,
  fileSizeLabel,
  MATERIAL_FOLDER_MAX,
  MATERIAL_TAGS_MAX,
  normalizeFolder,
  normalizeTags,
} from './materials.rules';
import { createMaterialBody, editMaterialBody } from './materials.schema';

describe('study material rules', () => {
  it('stores a folder trimmed with single spaces, and an empty one as none', () => {
    expect(normalizeFolder('  3단원   이차함수 ')).toBe('3단원 이차함수');
    expect(normalizeFolder('   ')).toBeNull();
    expect(normalizeFolder(null)).toBeNull();
    expect(normalizeFolder('가'.repeat(MATERIAL_FOLDER_MAX + 5))).toHaveLength(MATERIAL_FOLDER_MAX);
  });

  it('stores tags without #, spaces or repeats, at most the limit', () => {
    expect(normalizeTags(['#중간고사', '중간 고사', ' 수학 ', 'Math', 'math', '', '#'])).toEqual([
      '중간고사',
      '수학',
      'Math',
    ]);
    const many = Array.from({ length: 15 }, (_, index) => `태그${index}`);
    expect(normalizeTags(many)).toHaveLength(MATERIAL_TAGS_MAX);
  });

  it('counts a download once per file, person and day', () => {
    const a = downloadKey({ fileId: 'f', userId: 'u', day: '2026-11-24' });
    expect(downloadKey({ fileId: 'f', userId: 'u', day: '2026-11-24' })).toBe(a);
    expect(downloadKey({ fileId: 'f', userId: 'u', day: '2026-11-25' })).not.toBe(a);
    expect(downloadKey({ fileId: 'f', userId: 'v', day: '2026-11-24' })).not.toBe(a);
  });

  it('labels sizes as people read them', () => {
    expect(fileSizeLabel(850)).toBe('850B');
    expect(fileSizeLabel(12_600)).toBe('12.3KB');
    expect(fileSizeLabel(4 * 1024 * 1024)).toBe('4MB');
    expect(fileSizeLabel(150 * 1024 * 1024)).toBe('150MB');
  });
});

describe('study material bodies', () => {
  const fileId = '0190a2b4-0000-7000-8000-000000000001';
  const classId = '0190a2b4-0000-7000-8000-000000000002';

  it('needs a class, a title and at least one file', () => {
    expect(createMaterialBody.safeParse({ classId, title: '학습지', fileIds: [fileId] }).success).toBe(true);
    expect(createMaterialBody.safeParse({ classId, title: '  ', fileIds: [fileId] }).success).toBe(false);
    expect(createMaterialBody.safeParse({ classId, title: '학습지', fileIds: [] }).success).toBe(false);
    expect(createMaterialBody.safeParse({ title: '학습지', fileIds: [fileId] }).success).toBe(false);
  });

  it('lets an edit send only what changes', () => {
    expect(editMaterialBody.parse({ folder: null })).toEqual({ folder: null });
  });
});
