import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACADEMY_EXPORT_AREAS,
  academyExportFileName,
  exportProgressPercent,
  exportSizeLabel,
} from './academy-export.rules';

describe('the areas of an academy export', () => {
  it('have unique keys and sheet names Excel accepts', () => {
    const keys = ACADEMY_EXPORT_AREAS.map((area) => area.key);
    const sheets = ACADEMY_EXPORT_AREAS.map((area) => area.sheet);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(sheets).size).toBe(sheets.length);
    for (const sheet of sheets) {
      expect(sheet.length, sheet).toBeLessThanOrEqual(31);
      expect(sheet, sheet).not.toMatch(/[[\]:*?/\\]/);
      expect(sheet, sheet).toMatch(/[가-힣]/);
    }
  });

  it('name every area the director asked for', () => {
    const sheets = ACADEMY_EXPORT_AREAS.map((area) => area.sheet);
    expect(sheets).toEqual(
      expect.arrayContaining([
        '학원 정보',
        '직원',
        '원생',
        '보호자',
        '반',
        '수업 시간',
        '수강',
        '출결',
        '등하원',
        '알림',
        '청구서',
        '청구 항목',
        '결제·수납',
        '결제별 청구서',
        '환불·취소',
        '현금영수증',
      ]),
    );
  });

  it('put the learning records after the notices and the feed, and before the books', () => {
    const keys: string[] = ACADEMY_EXPORT_AREAS.map((area) => area.key);
    const learning = keys.slice(keys.indexOf('boardReports') + 1, keys.indexOf('bills'));
    expect(learning).toEqual([
      'gradeTests',
      'gradeScores',
      'gradeSettings',
      'homework',
      'homeworkAssignees',
      'homeworkSubmissions',
      'homeworkFiles',
      'learningReports',
      'learningReportReads',
      'studyMaterials',
      'studyMaterialFiles',
      'studyMaterialDownloads',
    ]);
    expect(keys.indexOf('noticeReads')).toBeLessThan(keys.indexOf('boards'));
    const sheetOf = (key: string) => ACADEMY_EXPORT_AREAS.find((area) => area.key === key)?.sheet;
    expect(learning.map(sheetOf)).toEqual([
      '성적 시험',
      '성적 점수',
      '성적 설정',
      '숙제',
      '숙제 대상',
      '숙제 제출',
      '숙제 파일',
      '학습 리포트',
      '학습 리포트 읽음',
      '학습 자료',
      '학습 자료 파일',
      '학습 자료 내려받기',
    ]);
  });
});

describe('exportProgressPercent', () => {
  it('counts rows written, and shows a running export below 100 until it is packed', () => {
    expect(exportProgressPercent({ status: 'running', done: 0, total: 0 })).toBe(0);
    expect(exportProgressPercent({ status: 'running', done: 50, total: 200 })).toBe(25);
    expect(exportProgressPercent({ status: 'running', done: 200, total: 200 })).toBe(99);
    expect(exportProgressPercent({ status: 'ready', done: 200, total: 200 })).toBe(100);
    expect(exportProgressPercent({ status: 'failed', done: 3, total: 200 })).toBe(100);
  });

  it('stays within 0–99 while running, whatever the counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.integer({ min: -10, max: 10_000 }), (done, total) => {
        const percent = exportProgressPercent({ status: 'running', done, total });
        return Number.isInteger(percent) && percent >= 0 && percent <= 99;
      }),
    );
  });
});

describe('academyExportFileName', () => {
  it('names the archive after the academy and the day', () => {
    expect(academyExportFileName('한빛수학학원', '2026-11-22')).toBe('한빛수학학원_학원데이터_20261122.zip');
  });

  it('replaces characters no file system takes', () => {
    expect(academyExportFileName('A/B:C*학원?', '2026-01-05')).toBe('A_B_C_학원__학원데이터_20260105.zip');
    expect(academyExportFileName('한빛\u0007학원\n', '2026-01-05')).toBe('한빛학원_학원데이터_20260105.zip');
    expect(academyExportFileName('  ', '2026-01-05')).toBe('학원_학원데이터_20260105.zip');
  });
});

describe('exportSizeLabel', () => {
  it('reads small files in KB and larger ones in MB', () => {
    expect(exportSizeLabel(10)).toBe('1KB');
    expect(exportSizeLabel(839_680)).toBe('820KB');
    expect(exportSizeLabel(13_002_342)).toBe('12.4MB');
  });
});
