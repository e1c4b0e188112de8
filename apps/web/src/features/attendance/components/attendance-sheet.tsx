import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@academy/domain/attendance/attendance.rules';
import {
  ATTENDANCE_MEMO_MAX,
  type AttendanceSheetResponse,
  attendanceMemoSchema,
  attendanceStatusSchema,
  type MarkAttendanceBody,
  markAttendanceBody,
} from '@academy/domain/attendance/attendance.schema';
import { formatTime } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { z } from 'zod';
import { confirmModal } from '../../../lib/modal';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.sheet;

const NO_DRAFTS: Readonly<Record<string, string>> = {};

const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((status) => ({
  value: status,
  label: ATTENDANCE_STATUS_LABELS[status],
}));

/** The form of the sheet: one row per student; a row without a status is left unmarked. */
const sheetFormSchema = z.object({
  rows: z.array(
    z.object({
      studentId: z.string(),
      status: attendanceStatusSchema.or(z.literal('')),
      memo: attendanceMemoSchema,
    }),
  ),
});
type SheetForm = z.input<typeof sheetFormSchema>;

function formOf(sheet: AttendanceSheetResponse, memoDrafts: Readonly<Record<string, string>>): SheetForm {
  return {
    rows: sheet.rows.map((row) => ({
      studentId: row.studentId,
      status: row.status ?? '',
      memo: memoDrafts[row.studentId] ?? row.memo ?? '',
    })),
  };
}

/** The request body: the marked rows only (the contract checks it once more); null when none is marked. */
export function bodyOf(form: SheetForm): MarkAttendanceBody | null {
  const rows = form.rows.flatMap((row) =>
    row.status ? [{ studentId: row.studentId, status: row.status, memo: row.memo ?? '' }] : [],
  );
  return rows.length === 0 ? null : markAttendanceBody.parse({ rows });
}

export type AttendanceSheetProps = {
  sheet: AttendanceSheetResponse;
  /** Saves the whole sheet in one request; resolves when it is saved. */
  onSave: (body: MarkAttendanceBody) => Promise<unknown>;
  saving?: boolean;
  /** Memos typed earlier and not saved yet (attend.memo), by student id. */
  memoDrafts?: Readonly<Record<string, string>>;
  onMemoDraft?: (studentId: string, memo: string) => void;
  /** Tells the page whether there are unsaved changes (it asks before switching day or class). */
  onDirtyChange?: (dirty: boolean) => void;
};

const timeOf = (iso: string | null) => (iso ? formatTime(new Date(iso)) : null);

/**
 * The class sheet of a day: each enrolled student with 출석/지각/결석/조퇴/보강 as a radio group and a
 * memo; "모두 출석" marks every row 출석 and saves in one tap; "저장" saves the whole sheet in one
 * request. Leaving with unsaved changes asks first.
 */
export function AttendanceSheet({
  sheet,
  onSave,
  saving = false,
  memoDrafts = NO_DRAFTS,
  onMemoDraft,
  onDirtyChange,
}: AttendanceSheetProps) {
  const initial = useMemo(() => formOf(sheet, memoDrafts), [sheet, memoDrafts]);
  const form = useForm<SheetForm>({ defaultValues: initial, resolver: zodResolver(sheetFormSchema) });
  const { register, handleSubmit, reset, setValue, getValues, formState } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const loadedFor = useRef(`${sheet.classId}:${sheet.date}`);
  // A draft memo makes the sheet dirty from the start: compare with what the server holds.
  const serverForm = useMemo(() => formOf(sheet, {}), [sheet]);
  const draftDiffers = initial.rows.some((row, index) => row.memo !== serverForm.rows[index]?.memo);
  const dirty = formState.isDirty || draftDiffers;

  // Another day or class, or a fresh copy of the sheet while nothing is being edited: start again
  // from what the server says. Only new data does this; the save itself leaves the form clean with
  // the saved marks, which stay on screen until the sheet is read again.
  const dirtyNow = useRef(formState.isDirty);
  dirtyNow.current = formState.isDirty;
  useEffect(() => {
    const key = `${sheet.classId}:${sheet.date}`;
    if (key !== loadedFor.current || !dirtyNow.current) reset(initial);
    loadedFor.current = key;
  }, [sheet, initial, reset]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && !saving
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

  const submit = handleSubmit(async (values) => {
    const body = bodyOf(values);
    if (!body) {
      setProblem(T.nothingMarked);
      return;
    }
    setProblem(null);
    await onSave(body);
    reset(values);
  });

  async function allPresent() {
    const rows = getValues('rows');
    const others = rows.filter((row) => row.status && row.status !== 'PRESENT').length;
    if (others > 0) {
      const answer = await confirmModal({
        title: T.overwriteTitle,
        contents: T.overwrite(others),
        yesLabel: T.overwriteYes,
        noLabel: T.overwriteNo,
      });
      if (answer !== 'yes') return;
    }
    for (const [index] of rows.entries()) setValue(`rows.${index}.status`, 'PRESENT', { shouldDirty: true });
    await submit();
  }

  if (sheet.rows.length === 0) return <EmptyState title={T.empty} />;

  const marked = sheet.summary;
  return (
    <form className={styles.sheetForm} onSubmit={submit} noValidate aria-label={T.title}>
      <ul className={styles.rows} aria-label={T.rowsLabel}>
        {sheet.rows.map((row, index) => {
          const checkIn = timeOf(row.checkInAt);
          const checkOut = timeOf(row.checkOutAt);
          const memoError = formState.errors.rows?.[index]?.memo?.message;
          return (
            <li key={row.studentId} className={styles.row}>
              <div className={styles.rowStatus}>
                <RadioGroup
                  label={row.studentNm}
                  direction="horizontal"
                  options={STATUS_OPTIONS}
                  disabled={!sheet.editable || saving}
                  {...register(`rows.${index}.status`)}
                />
                {(checkIn || row.source === 'desk' || row.source === 'auto') && (
                  <div className={styles.rowMeta}>
                    {checkIn && <span>{T.deskIn(checkIn)}</span>}
                    {checkOut && <span>{T.deskOut(checkOut)}</span>}
                    {row.source === 'desk' && <Badge tone="secondary">{T.sourceDesk}</Badge>}
                    {row.source === 'auto' && <Badge tone="warning">{T.sourceAuto}</Badge>}
                  </div>
                )}
              </div>
              <TextField
                label={T.memoLabel(row.studentNm)}
                hideLabel
                placeholder={T.memoPlaceholder}
                maxLength={ATTENDANCE_MEMO_MAX}
                disabled={!sheet.editable || saving}
                error={memoError}
                {...register(`rows.${index}.memo`, {
                  onChange: (event) => onMemoDraft?.(row.studentId, String(event.target.value)),
                })}
              />
            </li>
          );
        })}
      </ul>
      {problem && (
        <Notice tone="warning" role="alert">
          {problem}
        </Notice>
      )}
      {sheet.editable && (
        <div className={styles.saveBar}>
          <span className={styles.hint}>{T.summary(marked.attended, sheet.rows.length)}</span>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => void allPresent()} disabled={saving}>
              {T.allPresent}
            </Button>
            <Button type="submit" loading={saving}>
              {T.save}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
