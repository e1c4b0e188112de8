/**
 * Grades (성적, docs/decisions/0056-grades.md): a test of one class (name, date, subject, maximum,
 * optional sections) and each student's score. The rules every side shares are written here once:
 * what a score may be (0 … the maximum, at most one decimal), how a grid cell typed or pasted from a
 * spreadsheet reads, and the statistics (average, highest, lowest, distribution, competition rank)
 * — the server computes them with these functions, so the web's preview and the server agree.
 */

export const GRADE_NAME_MAX = 50;
export const GRADE_SUBJECT_MAX = 30;
export const GRADE_SECTION_NAME_MAX = 30;
export const GRADE_SECTIONS_MAX = 10;
/** The largest maximum score a test may have (a 1,000-point mock exam is the largest seen). */
export const GRADE_MAX_SCORE_MAX = 1000;
/** One grid save holds at most this many rows (a class is far smaller; a bound keeps one request cheap). */
export const GRADE_ROSTER_MAX = 300;
export const GRADES_PAGE_DEFAULT = 20;
export const GRADES_PAGE_MAX = 100;
/** The distribution's bands: ten slices of the maximum. */
export const GRADE_BANDS = 10;

/** What a cell of the grid holds: a score, nothing yet (미입력), or 결시 (absent, 미응시). */
export type ScoreCell = { kind: 'score'; value: number } | { kind: 'empty' } | { kind: 'absent' };
export type ScoreCellResult = ScoreCell | { kind: 'error'; message: string };

/** Texts a cell reads as absent (결시 / 미응시 / a dash, as spreadsheets often mark it). */
export const ABSENT_MARKS = ['결시', '미응시', '결석', '-', '—', 'x', 'X'] as const;
export const ABSENT_LABEL = '결시';

export const SCORE_FORMAT_MESSAGE = '점수는 숫자로 입력해 주세요. 결시는 "결시" 또는 "-"로 입력해 주세요.';
export const SCORE_DECIMAL_MESSAGE = '점수는 소수 첫째 자리까지 입력해 주세요.';
export const scoreRangeMessage = (max: number) => `점수는 0점부터 ${formatScore(max)}점 사이로 입력해 주세요.`;

/** Whether `value` is a score a test with maximum `max` accepts: 0 … max, at most one decimal. */
export function isValidScore(value: number, max: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= max && hasOneDecimalAtMost(value);
}

/** At most one decimal (92, 92.5 — not 92.25); tolerant of binary fractions like 0.1 + 0.2. */
export function hasOneDecimalAtMost(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/**
 * One grid cell as typed or pasted: '92', '92.5', ' 92 ', '92점' → the score; '' → not entered;
 * '결시', '미응시', '-' → absent; anything else, a negative, more than one decimal or above the
 * maximum → an error with the Korean message the grid shows beside the cell.
 */
export function parseScoreCell(text: string, max: number): ScoreCellResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if ((ABSENT_MARKS as readonly string[]).includes(trimmed)) return { kind: 'absent' };
  const numeric = trimmed.replace(/점$/, '').replace(',', '.').trim();
  if (!/^-?\d+(\.\d+)?$/.test(numeric)) return { kind: 'error', message: SCORE_FORMAT_MESSAGE };
  const value = Number(numeric);
  if (value < 0 || value > max) return { kind: 'error', message: scoreRangeMessage(max) };
  if (!hasOneDecimalAtMost(value)) return { kind: 'error', message: SCORE_DECIMAL_MESSAGE };
  return { kind: 'score', value: roundOne(value) };
}

/** A pasted column (one cell per line, as a spreadsheet copies it), each cell parsed. */
export function parseScoreColumn(text: string, max: number): ScoreCellResult[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  // A copied row range may carry several columns separated by tabs: the first column is the score.
  return lines.map((line) => parseScoreCell(line.split('\t')[0] ?? '', max));
}

/** A cell as the grid shows it: '92', '92.5', '결시' or ''. */
export function formatScoreCell(cell: ScoreCell): string {
  if (cell.kind === 'absent') return ABSENT_LABEL;
  if (cell.kind === 'empty') return '';
  return formatScore(cell.value);
}

/** 92 → '92', 92.5 → '92.5', 2.50000001 → '2.5'. */
export function formatScore(value: number): string {
  return String(roundOne(value));
}

/** Rounded to one decimal, half away from zero. */
export function roundOne(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10 + 1e-9)) / 10;
}

/** A row as the statistics see it: the score, or null when absent or not entered. */
export type ScoreEntry = { score: number | null; absent: boolean };

export type DistributionBand = { label: string; from: number; to: number; count: number };

export type GradeStatistics = {
  /** Students with a score. */
  takers: number;
  absent: number;
  /** Roster rows with neither a score nor 결시. */
  notEntered: number;
  average: number | null;
  highest: number | null;
  lowest: number | null;
  distribution: DistributionBand[];
};

/** The bands of a maximum: '0~10' … '90~100' for 100; each is [from, to) and the last includes the maximum. */
export function distributionBands(max: number): Omit<DistributionBand, 'count'>[] {
  return Array.from({ length: GRADE_BANDS }, (_, index) => {
    const from = roundOne((max * index) / GRADE_BANDS);
    const to = roundOne((max * (index + 1)) / GRADE_BANDS);
    return { label: `${formatScore(from)}~${formatScore(to)}`, from, to };
  });
}

/** The band index of a score (the maximum falls in the last band). */
export function bandOf(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(GRADE_BANDS - 1, Math.max(0, Math.floor((score * GRADE_BANDS) / max + 1e-9)));
}

/** Average (one decimal), highest, lowest and the distribution; absent and not-entered rows are left out. */
export function gradeStatistics(entries: readonly ScoreEntry[], max: number): GradeStatistics {
  const scores = entries.flatMap((entry) => (entry.absent || entry.score === null ? [] : [entry.score]));
  const absent = entries.filter((entry) => entry.absent).length;
  const bands = distributionBands(max).map((band) => ({ ...band, count: 0 }));
  for (const score of scores) {
    const band = bands[bandOf(score, max)];
    if (band) band.count += 1;
  }
  return {
    takers: scores.length,
    absent,
    notEntered: entries.length - scores.length - absent,
    average: averageOf(scores),
    highest: scores.length > 0 ? Math.max(...scores) : null,
    lowest: scores.length > 0 ? Math.min(...scores) : null,
    distribution: bands,
  };
}

/** The mean rounded to one decimal; null for none. */
export function averageOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  // Summed in tenths as integers so 0.1-steps add up exactly.
  const tenths = scores.reduce((sum, score) => sum + Math.round(score * 10), 0);
  return roundOne(tenths / 10 / scores.length);
}

/**
 * Competition rank (1, 2, 2, 4): one more than the number of scores strictly higher. Null for a
 * missing score (absent or not entered students have no rank).
 */
export function competitionRank(score: number | null, scores: readonly number[]): number | null {
  if (score === null) return null;
  return scores.filter((other) => other > score).length + 1;
}

/** Every score's rank at once, in the order given (null where there is no score). */
export function competitionRanks(values: readonly (number | null)[]): (number | null)[] {
  const scores = values.filter((value): value is number => value !== null);
  return values.map((value) => competitionRank(value, scores));
}

/**
 * The total of a row's section scores: null while any section is not entered (the total would be
 * misleading), else the sum rounded to one decimal.
 */
export function sectionTotal(sectionScores: readonly (number | null)[]): number | null {
  if (sectionScores.length === 0 || sectionScores.some((score) => score === null)) return null;
  return roundOne((sectionScores as number[]).reduce((sum, score) => sum + Math.round(score * 10), 0) / 10);
}

/** The section maxima must add up to the test's maximum. */
export function sectionsFitMaximum(sections: readonly { maxScore: number }[], max: number): boolean {
  if (sections.length === 0) return true;
  const tenths = sections.reduce((sum, section) => sum + Math.round(section.maxScore * 10), 0);
  return tenths === Math.round(max * 10);
}

export const sectionsSumMessage = (max: number) => `영역별 만점의 합이 총 만점(${formatScore(max)}점)과 같아야 합니다.`;
export const maxBelowScoreMessage = (studentNm: string, score: number) =>
  `${studentNm} 학생의 점수(${formatScore(score)}점)가 새 만점보다 높습니다. 점수를 먼저 고치거나 만점을 ${formatScore(score)}점 이상으로 정해 주세요.`;
