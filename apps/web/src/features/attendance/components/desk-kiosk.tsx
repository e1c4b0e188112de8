import { studyTimeText } from '@academy/domain/attendance/attendance.rules';
import type {
  DeskCandidate,
  DeskCheckResponse,
  DeskStatusResponse,
} from '@academy/domain/attendance/attendance.schema';
import { formatTime } from '@academy/domain/format/format.date';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { deskBreak } from '../api/desk-break';
import { deskCheck } from '../api/desk-check';
import { getDeskStatusQueryOptions } from '../api/get-desk-status';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './desk.module.css';
import { DeskLeaveForm } from './desk-leave-form';
import { NumberPad } from './number-pad';

const T = ATTENDANCE_TEXTS.desk;

/** How long an answer stays on screen before the kiosk is ready for the next student. */
export const FEEDBACK_MS = 5000;
/** A question (which of these is you?) left unanswered goes away after this long. */
const CHOOSE_MS = 30_000;

type Mode = 'check' | 'break';
type Feedback = { tone: 'in' | 'out' | 'break' | 'error'; message: string; detail: string | null };

function feedbackOf(answer: DeskCheckResponse): Feedback {
  const tone = answer.result === 'check-out' ? 'out' : answer.result === 'check-in' ? 'in' : 'break';
  const detail = answer.studyMinutes !== null ? studyTimeText(answer.studyMinutes) : null;
  return { tone, message: answer.message, detail };
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The unlocked front desk, full screen: a student types their desk number (touch or keyboard) and
 * gets a big Korean answer (등원/하원, with today's study time) that clears itself after a few seconds
 * or as soon as the next student types, so nobody reads another's; a shared number asks which name
 * is theirs (masked). 외출·복귀 is one tap away. Only a staff password leaves it (and locks it).
 */
export function DeskKiosk({ status }: { status: DeskStatusResponse }) {
  const queryClient = useQueryClient();
  const now = useClock();
  const [leaving, setLeaving] = useState(false);
  const stopLeaving = useCallback(() => setLeaving(false), []);
  const [pin, setPin] = useState('');
  const [mode, setMode] = useState<Mode>('check');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [candidates, setCandidates] = useState<{ pin: string; list: DeskCandidate[]; mode: Mode } | null>(null);
  const firstCandidate = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);
  useEffect(() => {
    if (!candidates) return;
    firstCandidate.current?.focus();
    const timer = window.setTimeout(() => setCandidates(null), CHOOSE_MS);
    return () => window.clearTimeout(timer);
  }, [candidates]);

  async function send(body: { pin: string; studentId?: string }, as: Mode) {
    setBusy(true);
    try {
      const answer = await (as === 'break' ? deskBreak(body) : deskCheck(body));
      if (answer.result === 'choose') {
        setFeedback(null);
        setCandidates({ pin: body.pin, list: answer.candidates, mode: as });
        return;
      }
      setCandidates(null);
      setFeedback(feedbackOf(answer));
      setMode('check');
    } catch (error) {
      setCandidates(null);
      if (isApiError(error) && error.status === 401) {
        await queryClient.invalidateQueries({ queryKey: getDeskStatusQueryOptions().queryKey });
        return;
      }
      setFeedback({ tone: 'error', message: isApiError(error) ? error.message : T.prompt, detail: null });
    } finally {
      setBusy(false);
      setPin('');
    }
  }

  const prompt = mode === 'break' ? T.breakPrompt : T.prompt;
  return (
    <section className={styles.kiosk} aria-label={T.kioskLabel}>
      <header className={styles.kioskHeader}>
        <div className={styles.kioskTitle}>
          <strong>{status.instNm}</strong>
          <span className={styles.clock}>{formatTime(now)}</span>
        </div>
        <div className={styles.kioskTools}>
          <fieldset className={styles.modes}>
            <legend className={styles.srOnly}>{T.modeLabel}</legend>
            {(['check', 'break'] as const).map((value) => (
              <label key={value} className={mode === value ? styles.modeOn : styles.mode}>
                <input
                  type="radio"
                  name="desk-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className={styles.srOnly}
                />
                {value === 'check' ? T.modeCheck : T.modeBreak}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.lockButton}
            aria-expanded={leaving}
            onClick={() => {
              setFeedback(null);
              setCandidates(null);
              setPin('');
              setLeaving((open) => !open);
            }}
          >
            {T.leave}
          </button>
        </div>
      </header>
      <div className={styles.kioskBody}>
        <div className={styles.answerArea}>
          <div
            role="status"
            aria-label={T.answerLabel}
            aria-live="assertive"
            aria-atomic="true"
            className={styles.answer}
          >
            {feedback ? (
              <div className={styles[`answer_${feedback.tone}`]}>
                <p className={styles.answerText}>{feedback.message}</p>
                {feedback.detail && <p className={styles.answerDetail}>{feedback.detail}</p>}
              </div>
            ) : candidates ? null : (
              <p className={styles.prompt}>{prompt}</p>
            )}
          </div>
          {candidates && (
            <fieldset className={styles.choose}>
              <legend className={styles.chooseTitle}>{T.chooseTitle}</legend>
              <div className={styles.chooseList}>
                {candidates.list.map((candidate, index) => (
                  <button
                    key={candidate.studentId}
                    ref={index === 0 ? firstCandidate : undefined}
                    type="button"
                    className={styles.candidate}
                    disabled={busy}
                    onClick={() => void send({ pin: candidates.pin, studentId: candidate.studentId }, candidates.mode)}
                  >
                    {candidate.maskedNm}
                  </button>
                ))}
              </div>
              <button type="button" className={styles.cancelChoose} onClick={() => setCandidates(null)}>
                {T.cancelChoose}
              </button>
            </fieldset>
          )}
        </div>
        {leaving ? (
          <DeskLeaveForm onCancel={stopLeaving} />
        ) : (
          <NumberPad
            value={pin}
            onChange={(next) => {
              setPin(next);
              if (next) setFeedback(null);
            }}
            onEnter={() => {
              if (pin && !busy) void send({ pin }, mode);
            }}
            disabled={busy || candidates !== null}
            captureKeyboard={candidates === null}
          />
        )}
      </div>
    </section>
  );
}
