import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { StudentLesson } from '@academy/domain/home/home.schema';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const STATUS_TONES: Record<AttendanceStatus, BadgeTone> = {
  PRESENT: 'primary',
  LATE: 'yellow',
  ABSENT: 'warning',
  EARLY_LEAVE: 'secondary',
  MAKEUP: 'neutral',
};

/** A student's lessons of the day with their attendance so far (출결 전 until marked). */
export function LessonsCard({
  title,
  label,
  empty,
  lessons,
  level,
}: {
  title: string;
  label: string;
  empty: string;
  lessons: readonly StudentLesson[];
  level?: 2 | 3;
}) {
  return (
    <HomeCard title={title} level={level}>
      {lessons.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {lessons.map((lesson) => (
            <li key={`${lesson.classId}-${lesson.kind}-${lesson.startTime}`} className={styles.row}>
              <span className={styles.rowTitle}>{lesson.classNm}</span>
              <span className={styles.rowMeta}>
                {[HOME_TEXTS.common.time(lesson.startTime, lesson.endTime), lesson.room].filter(Boolean).join(' · ')}
              </span>
              {lesson.status ? (
                <Badge tone={STATUS_TONES[lesson.status]}>{ATTENDANCE_STATUS_LABELS[lesson.status]}</Badge>
              ) : (
                <Badge tone="neutral">{HOME_TEXTS.lessonStatus.notYet}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
