import { describe, expect, it } from 'vitest';
import {
  averageOf,
  bandOf,
  competitionRanks,
  distributionBands,
  formatScoreCell,
  gradeStatistics,
  isValidScore,
  parseScoreCell,
  parseScoreColumn,
  SCORE_DECIMAL_MESSAGE,
  SCORE_FORMAT_MESSAGE,
  scoreRangeMessage,
  sectionsFitMaximum,
  sectionTotal,
} from './grades.rules';

describe('parseScoreCell', () => {
  it('reads numbers, empty cells and 결시 marks', () => {
    expect(parseScoreCell('92', 100)).toEqual({ kind: 'score', value: 92 });
    expect(parseScoreCell(' 92.5 ', 100)).toEqual({ kind: 'score', value: 92.5 });
    expect(parseScoreCell('88점', 100)).toEqual({ kind: 'score', value: 88 });
    expect(parseScoreCell('0', 100)).toEqual({ kind: 'score', value: 0 });
    expect(parseScoreCell('100', 100)).toEqual({ kind: 'score', value: 100 });
    expect(parseScoreCell('', 100)).toEqual({ kind: 'empty' });
    expect(parseScoreCell('   ', 100)).toEqual({ kind: 'empty' });
    expect(parseScoreCell('결시', 100)).toEqual({ kind: 'absent' });
    expect(parseScoreCell('-', 100)).toEqual({ kind: 'absent' });
    expect(parseScoreCell('미응시', 100)).toEqual({ kind: 'absent' });
  });

  it('refuses text, negatives, two decimals and scores above the maximum in Korean', () => {
    expect(parseScoreCell('구십', 100)).toEqual({ kind: 'error', message: SCORE_FORMAT_MESSAGE });
    expect(parseScoreCell('9a', 100)).toEqual({ kind: 'error', message: SCORE_FORMAT_MESSAGE });
    expect(parseScoreCell('-5', 100)).toEqual({ kind: 'error', message: scoreRangeMessage(100) });
    expect(parseScoreCell('101', 100)).toEqual({
      kind: 'error',
      message: '점수는 0점부터 100점 사이로 입력해 주세요.',
    });
    expect(parseScoreCell('92.25', 100)).toEqual({ kind: 'error', message: SCORE_DECIMAL_MESSAGE });
  });

  it('reads a pasted spreadsheet column, line by line, first column of each line', () => {
    expect(parseScoreColumn('90\r\n85.5\n결시\n\n77\t비고\n', 100)).toEqual([
      { kind: 'score', value: 90 },
      { kind: 'score', value: 85.5 },
      { kind: 'absent' },
      { kind: 'empty' },
      { kind: 'score', value: 77 },
    ]);
  });

  it('formats a cell back to what the grid shows', () => {
    expect(formatScoreCell({ kind: 'score', value: 92.5 })).toBe('92.5');
    expect(formatScoreCell({ kind: 'absent' })).toBe('결시');
    expect(formatScoreCell({ kind: 'empty' })).toBe('');
  });

  it('round-trips every valid tenth of a small maximum', () => {
    for (let tenths = 0; tenths <= 250; tenths += 1) {
      const value = tenths / 10;
      const parsed = parseScoreCell(String(value), 25);
      expect(parsed).toEqual({ kind: 'score', value });
      expect(isValidScore(value, 25)).toBe(true);
    }
    expect(isValidScore(25.1, 25)).toBe(false);
    expect(isValidScore(0.15, 25)).toBe(false);
  });
});

describe('statistics', () => {
  it('averages to one decimal, leaving out absent and not-entered rows', () => {
    const stats = gradeStatistics(
      [
        { score: 90, absent: false },
        { score: 85, absent: false },
        { score: 70.5, absent: false },
        { score: null, absent: true },
        { score: null, absent: false },
      ],
      100,
    );
    expect(stats.takers).toBe(3);
    expect(stats.absent).toBe(1);
    expect(stats.notEntered).toBe(1);
    expect(stats.average).toBe(81.8);
    expect(stats.highest).toBe(90);
    expect(stats.lowest).toBe(70.5);
    expect(stats.distribution.map((band) => band.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(stats.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(stats.takers);
  });

  it('has nulls and empty bands when nobody has a score', () => {
    const stats = gradeStatistics([{ score: null, absent: true }], 50);
    expect(stats).toMatchObject({ takers: 0, average: null, highest: null, lowest: null });
    expect(stats.distribution.every((band) => band.count === 0)).toBe(true);
  });

  it('adds tenths exactly', () => {
    expect(averageOf([0.1, 0.2])).toBe(0.2);
    expect(averageOf([0.1, 0.2, 0.3])).toBe(0.2);
    expect(averageOf([1, 2])).toBe(1.5);
    expect(averageOf([])).toBeNull();
  });

  it('labels ten bands of the maximum and puts the maximum in the last', () => {
    expect(distributionBands(100).map((band) => band.label)).toEqual([
      '0~10',
      '10~20',
      '20~30',
      '30~40',
      '40~50',
      '50~60',
      '60~70',
      '70~80',
      '80~90',
      '90~100',
    ]);
    expect(distributionBands(25)[1]?.label).toBe('2.5~5');
    expect(bandOf(100, 100)).toBe(9);
    expect(bandOf(90, 100)).toBe(9);
    expect(bandOf(89.9, 100)).toBe(8);
    expect(bandOf(0, 100)).toBe(0);
    expect(bandOf(5, 25)).toBe(2);
  });

  it('ranks by competition (1, 2, 2, 4) and gives no rank without a score', () => {
    expect(competitionRanks([90, 80, 80, 70, null])).toEqual([1, 2, 2, 4, null]);
    expect(competitionRanks([100, 100, 100])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe('sections', () => {
  it('sums sections only when all are entered', () => {
    expect(sectionTotal([40.5, 30.2, 20])).toBe(90.7);
    expect(sectionTotal([40, null])).toBeNull();
    expect(sectionTotal([])).toBeNull();
  });

  it('requires the section maxima to add up to the maximum', () => {
    expect(sectionsFitMaximum([], 100)).toBe(true);
    expect(sectionsFitMaximum([{ maxScore: 60 }, { maxScore: 40 }], 100)).toBe(true);
    expect(sectionsFitMaximum([{ maxScore: 33.3 }, { maxScore: 66.7 }], 100)).toBe(true);
    expect(sectionsFitMaximum([{ maxScore: 60 }, { maxScore: 30 }], 100)).toBe(false);
  });
});
