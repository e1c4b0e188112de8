import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { ageOn } from '@academy/domain/signup/signup.birth';
import { gradeLabel, STUDENT_GENDER_LABELS, scheduledStatusText } from '@academy/domain/students/students.rules';
import type { StudentDetailResponse, StudentListItem } from '@academy/domain/students/students.schema';
import { Badge } from '../../../ui/badge/badge';
import { Section, SectionHeader } from '../../../ui/section/section';
import { STUDENTS_TEXTS } from '../students.texts';
import { StatusBadge } from './status-badge';
import styles from './students.module.css';

const T = STUDENTS_TEXTS;

/** `한빛중학교 · 중2 · 14세 · 남` */
export function studentLine(student: StudentListItem): string {
  const parts: string[] = [];
  if (student.schoolNm) parts.push(student.schoolNm);
  if (student.gradeYear) parts.push(gradeLabel(student.gradeYear));
  if (student.birthdate) parts.push(T.common.years(ageOn(student.birthdate, todayBusinessDate())));
  if (student.genderCd) parts.push(STUDENT_GENDER_LABELS[student.genderCd]);
  return parts.join(' · ');
}

/** `휴원 예정 (11월 30일부터)` for each status change still to come. */
export function ScheduledStatuses({ student }: { student: StudentListItem }) {
  return student.scheduledStatuses.map((scheduled) => (
    <span key={`${scheduled.effectiveDate}-${scheduled.status}`} className={styles.scheduled}>
      {scheduledStatusText(scheduled)}
    </span>
  ));
}

/**
 * The head of every single-student screen: name, today's status since when and the changes still
 * to come, the basic facts and the desk number (출결 번호) the student types at the kiosk.
 */
export function StudentSummary({ student }: { student: StudentDetailResponse }) {
  return (
    <Section aria-labelledby="student-name">
      <SectionHeader>
        <h2 id="student-name" className={styles.bigTitle}>
          {student.studentNm}
        </h2>
        <div className={styles.meta}>
          <StatusBadge status={student.status} />
          {student.statusSince && <span>{T.detail.statusSince(formatShortDate(student.statusSince))}</span>}
          <ScheduledStatuses student={student} />
        </div>
      </SectionHeader>
      <dl className={styles.facts}>
        <dt>{T.fields.birthdate}</dt>
        <dd>{student.birthdate ? formatShortDate(student.birthdate) : T.common.none}</dd>
        <dt>{T.fields.mobileNo}</dt>
        <dd>{displayPhoneNo(student.mobileNo)}</dd>
        <dt>{T.fields.schoolLine}</dt>
        <dd>{studentLine(student) || T.common.none}</dd>
        <dt>{T.fields.deskPin}</dt>
        <dd>
          {student.deskPin ? (
            <>
              <strong className={styles.deskPin}>{student.deskPin}</strong>{' '}
              <span className={styles.hint}>{T.detail.deskPinHint}</span>
            </>
          ) : (
            T.detail.deskPinNone
          )}
        </dd>
        <dt>{T.detail.account}</dt>
        <dd>
          {student.connected ? (
            <Badge tone="primary">{student.connectedUserNm ?? T.common.connected}</Badge>
          ) : (
            <Badge>{T.common.notConnected}</Badge>
          )}
        </dd>
      </dl>
    </Section>
  );
}
