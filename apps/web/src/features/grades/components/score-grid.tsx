import {
  averageOf,
  formatScore,
  parseScoreCell,
  type ScoreCellResult,
  sectionTotal,
} from '@academy/domain/grades/grades.rules';
import type { GradeDetail, RosterRow, SaveScoresBody } from '@academy/domain/grades/grades.schema';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { confirmModal } from '../../../lib/modal';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { GRADES_TEXTS } from '../grades.texts';
import { gridMove, pastedBlock } from '../lib/grid-keys';
import styles from './grades.module.css';

const T = GRADES_TEXTS.grid;

/** What the grid holds: each student's typed texts (one per score column) and the 결시 toggle. */
export type GridState = {
  cells: Readonly<Record<string, readonly string[]>>;
  absent: Readonly<Record<string, boolean>>;
};

/** The score columns of a test: its sections, or the one total score. */
export function columnsOf(grade: Pick<GradeDetail, 'sections' | 'maxScore'>) {
  return grade.sections.length > 0
    ? grade.sections.map((section) => ({ name: section.name, max: section.maxScore }))
    : [{ name: null, max: grade.maxScore }];
}

const text = (value: number | null) => (value === null ? '' : formatScore(value));

/** The grid as the server holds it. */
export function gridOf(grade: GradeDetail): GridState {
  const sectioned = grade.sections.length > 0;
  const cells: Record<string, string[]> = {};
  const absent: Record<string, boolean> = {};
  for (const row of grade.roster) {
    absent[row.studentId] = row.absent;
    cells[row.studentId] = sectioned
      ? grade.sections.map((_section, index) => (row.absent ? '' : text(row.sectionScores[index] ?? null)))
      : [row.absent ? '' : text(row.score)];
  }
  return { cells, absent };
}

type RowReading = {
  row: RosterRow;
  parsed: ScoreCellResult[];
  /** The row's total: the score, or the sum of its sections once all are entered. */
  total: number | null;
  absent: boolean;
};

/** Each row's cells parsed with the domain's rule, and its total. */
export function readGrid(grade: GradeDetail, state: GridState): RowReading[] {
  const columns = columnsOf(grade);
  return grade.roster.map((row) => {
    const texts = state.cells[row.studentId] ?? [];
    const parsed = columns.map((column, index) => parseScoreCell(texts[index] ?? '', column.max));
    const values = parsed.map((cell) => (cell.kind === 'score' ? cell.value : null));
    const absent = state.absent[row.studentId] ?? false;
    const total = absent ? null : grade.sections.length > 0 ? sectionTotal(values) : (values[0] ?? null);
    return { row, parsed, total, absent };
  });
}

/** The save body of the whole grid: every row, 결시 rows with no score, section rows with their sum. */
export function scoresBodyOf(grade: GradeDetail, readings: readonly RowReading[]): SaveScoresBody {
  const sectioned = grade.sections.length > 0;
  return {
    scores: readings.map(({ row, parsed, total, absent }) => ({
      studentId: row.studentId,
      absent,
      score: absent ? null : total,
      sectionScores: sectioned && !absent ? parsed.map((cell) => (cell.kind === 'score' ? cell.value : null)) : [],
    })),
  };
}

const sameGrid = (a: GridState, b: GridState) => JSON.stringify(a) === JSON.stringify(b);

export type ScoreGridProps = {
  grade: GradeDetail;
  /** Saves the whole grid in one request; resolves with the test as saved. */
  onSave: (body: SaveScoresBody) => Promise<GradeDetail>;
  saving?: boolean;
  /** Runs after a save went through (the page moves on or says so). */
  onSaved?: (grade: GradeDetail) => void;
};

/**
 * The score grid (CreateGradePage2, EditGradePage2): one row per student, a score cell (or one per
 * section with the total added up), and 결시. It is driven by the keyboard alone: ↑/↓ and Enter move
 * down the column, ←/→ across once the caret is at the edge, Tab as usual; a column copied from a
 * spreadsheet is pasted into the rows below the focused cell, each value read with the domain's rule
 * (a bad value refuses the whole paste, naming its row). '저장' sends the whole grid in one request;
 * a refusal keeps everything typed. Leaving with unsaved changes asks first.
 */
export function ScoreGrid({ grade, onSave, saving = false, onSaved }: ScoreGridProps) {
  const columns = columnsOf(grade);
  const sectioned = grade.sections.length > 0;
  const [baseline, setBaseline] = useState(() => gridOf(grade));
  const [state, setState] = useState(baseline);
  const [problem, setProblem] = useState<{ title: string; lines: string[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const dirty = !sameGrid(state, baseline);
  // Set by a save that went through, so that moving on right after it is not asked about.
  const justSaved = useRef(false);

  const readings = useMemo(() => readGrid(grade, state), [grade, state]);
  const entered = readings.filter((reading) => reading.absent || reading.total !== null).length;
  const average = averageOf(readings.flatMap((reading) => (reading.total === null ? [] : [reading.total])));

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && !saving && !justSaved.current
      ? currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search
      : false,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmModal({ title: T.leaveTitle, contents: T.leave, yesLabel: T.leaveYes, noLabel: T.leaveNo }).then(
      (answer) => (answer === 'yes' ? blocker.proceed() : blocker.reset()),
    );
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (grade.roster.length === 0) return <EmptyState title={T.empty} description={T.emptyHint} />;

  const setCell = (studentId: string, col: number, value: string) => {
    justSaved.current = false;
    setState((current) => {
      const cells = [...(current.cells[studentId] ?? columns.map(() => ''))];
      cells[col] = value;
      // Typing a score into a 결시 row means the student sat the test after all.
      const absent = value.trim() === '' ? current.absent : { ...current.absent, [studentId]: false };
      return { cells: { ...current.cells, [studentId]: cells }, absent };
    });
  };

  const setAbsent = (studentId: string, absent: boolean) =>
    setState((current) => ({
      cells: absent ? { ...current.cells, [studentId]: columns.map(() => '') } : current.cells,
      absent: { ...current.absent, [studentId]: absent },
    }));

  const focusCell = (row: number, col: number) => {
    const input = inputs.current.get(`${row}:${col}`);
    input?.focus();
    input?.select();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    const to = gridMove(
      event.key,
      { row, col },
      { rows: grade.roster.length, cols: columns.length },
      {
        shift: event.shiftKey,
        caret: { start: input.selectionStart, end: input.selectionEnd, length: input.value.length },
      },
    );
    // Enter never submits the grid: the last row's Enter simply stays.
    if (event.key === 'Enter') event.preventDefault();
    if (!to) return;
    event.preventDefault();
    focusCell(to.row, to.col);
  };

  // A typed 결시 mark becomes the toggle when the cell is left.
  const onBlur = (studentId: string, col: number) => {
    const value = state.cells[studentId]?.[col] ?? '';
    if (value.trim() !== '' && parseScoreCell(value, columns[col]?.max ?? 0).kind === 'absent') {
      setAbsent(studentId, true);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, col: number) => {
    const block = pastedBlock(event.clipboardData.getData('text/plain'));
    if (!block) return;
    event.preventDefault();
    const refused: string[] = [];
    const writes: { studentId: string; col: number; cell: ScoreCellResult; value: string }[] = [];
    let beyond = 0;
    block.forEach((values, offset) => {
      const target = grade.roster[row + offset];
      if (!target) {
        beyond += values.filter((value) => value !== '').length;
        return;
      }
      values.forEach((value, step) => {
        const column = columns[col + step];
        if (!column) return;
        const cell = parseScoreCell(value, column.max);
        if (cell.kind === 'error') refused.push(T.pasteRow(row + offset + 1, target.studentNm, value, cell.message));
        else writes.push({ studentId: target.studentId, col: col + step, cell, value });
      });
    });
    if (refused.length > 0) {
      setNotice(null);
      setProblem({ title: T.pasteRefused, lines: refused });
      return;
    }
    setProblem(null);
    setState((current) => {
      const cells = { ...current.cells };
      const absent = { ...current.absent };
      for (const write of writes) {
        const rowCells = [...(cells[write.studentId] ?? columns.map(() => ''))];
        if (write.cell.kind === 'absent') {
          absent[write.studentId] = true;
          cells[write.studentId] = columns.map(() => '');
          continue;
        }
        rowCells[write.col] = write.cell.kind === 'score' ? formatScore(write.cell.value) : '';
        cells[write.studentId] = rowCells;
        if (write.cell.kind === 'score') absent[write.studentId] = false;
      }
      return { cells, absent };
    });
    setNotice([T.pasted(writes.length), beyond > 0 ? T.pasteTooLong(beyond) : ''].filter(Boolean).join(' '));
  };

  const save = async () => {
    setNotice(null);
    const errors = readings.flatMap((reading, index) =>
      reading.parsed.flatMap((cell) =>
        cell.kind === 'error' ? [T.cellError(index + 1, reading.row.studentNm, cell.message)] : [],
      ),
    );
    if (errors.length > 0) {
      setProblem({ title: T.fixErrors, lines: errors });
      return;
    }
    setProblem(null);
    try {
      const saved = await onSave(scoresBodyOf(grade, readings));
      const next = gridOf(saved);
      setBaseline(next);
      setState(next);
      justSaved.current = true;
      onSaved?.(saved);
    } catch (error) {
      // Everything typed stays: the server's reason is shown and the grid can be saved again.
      if (isApiError(error) && error.status < 500) setProblem({ title: error.message, lines: [] });
    }
  };

  return (
    <div className={styles.stack}>
      <p className={styles.hint} id="score-grid-keys">
        {T.keysHint}
      </p>
      <ScrollRegion label={T.regionLabel} className={styles.gridRegion}>
        <table className={styles.grid} aria-label={T.tableLabel} aria-describedby="score-grid-keys">
          <thead>
            <tr>
              <th scope="col" className={styles.sticky}>
                {T.student}
              </th>
              {columns.map((column, index) => (
                <th scope="col" key={column.name ?? index}>
                  {column.name ?? T.score}
                  <span className={styles.max}>/{formatScore(column.max)}</span>
                </th>
              ))}
              {sectioned && <th scope="col">{T.total}</th>}
              <th scope="col">{T.absent}</th>
            </tr>
          </thead>
          <tbody>
            {readings.map((reading, rowIndex) => {
              const { row } = reading;
              return (
                <tr key={row.studentId}>
                  <th scope="row" className={styles.sticky}>
                    <span className={styles.name}>{row.studentNm}</span>
                    {!row.enrolled && <Badge tone="neutral">{T.notEnrolled}</Badge>}
                  </th>
                  {columns.map((column, colIndex) => {
                    const cell = reading.parsed[colIndex];
                    const invalid = cell?.kind === 'error';
                    return (
                      <td key={column.name ?? colIndex}>
                        <input
                          ref={(element) => {
                            const key = `${rowIndex}:${colIndex}`;
                            if (element) inputs.current.set(key, element);
                            else inputs.current.delete(key);
                          }}
                          className={styles.cell}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={
                            column.name ? T.sectionLabel(row.studentNm, column.name) : T.scoreLabel(row.studentNm)
                          }
                          aria-invalid={invalid || undefined}
                          placeholder={reading.absent ? T.absent : undefined}
                          value={state.cells[row.studentId]?.[colIndex] ?? ''}
                          disabled={saving}
                          onChange={(event) => setCell(row.studentId, colIndex, event.target.value)}
                          onKeyDown={(event) => onKeyDown(event, rowIndex, colIndex)}
                          onPaste={(event) => onPaste(event, rowIndex, colIndex)}
                          onFocus={(event) => event.currentTarget.select()}
                          onBlur={() => onBlur(row.studentId, colIndex)}
                        />
                      </td>
                    );
                  })}
                  {sectioned && (
                    <td>
                      <output className={styles.total} aria-label={T.totalLabel(row.studentNm)}>
                        {reading.total === null ? '-' : formatScore(reading.total)}
                      </output>
                    </td>
                  )}
                  <td>
                    <input
                      type="checkbox"
                      className={styles.absentBox}
                      aria-label={T.absentLabel(row.studentNm)}
                      checked={reading.absent}
                      disabled={saving}
                      onChange={(event) => setAbsent(row.studentId, event.target.checked)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {problem && (
        <Notice tone="warning" role="alert" as="div">
          <p className={styles.problemTitle}>{problem.title}</p>
          {problem.lines.length > 0 && (
            <ul className={styles.problemLines}>
              {problem.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {notice && (
        <p className={styles.hint} role="status">
          {notice}
        </p>
      )}
      <div className={styles.saveBar}>
        <output className={styles.summary} aria-live="polite">
          {T.summary(entered, grade.roster.length)} ·{' '}
          {average === null ? T.summaryNoAverage : T.summaryAverage(formatScore(average))}
        </output>
        <Button onClick={() => void save()} loading={saving}>
          {saving ? T.saving : T.save}
        </Button>
      </div>
    </div>
  );
}
