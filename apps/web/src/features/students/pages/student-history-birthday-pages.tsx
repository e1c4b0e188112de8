import { GENDER_LABELS } from '@academy/domain/account/account.rules';
import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { formatDateTime, formatMonth, formatShortDate } from '@academy/domain/format/format.date';
import { gradeLabel, STUDENT_STATUS_LABELS, type StudentStatus } from '@academy/domain/students/students.rules';
import { type BirthdayItem, type HistoryEntry, STUDENT_FIELD_LABELS } from '@academy/domain/students/students.schema';
import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { List, ListItem } from '../../../ui/list/list';
import { Section, SectionHeader, SectionTitle } from '../../../ui/section/section';
import { useBirthdays } from '../api/get-birthdays';
import { useHistory } from '../api/get-history';
import { StatusBadge } from '../components/status-badge';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { LoadFailed, Loading, StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const H = STUDENTS_TEXTS.history;
const B = STUDENTS_TEXTS.birthday;

/** A stored value as people read it: statuses and genders by label, grades as 중1, dates with dots. */
function readable(field: string, value: string | null): string {
  if (value === null || value === '') return STUDENTS_TEXTS.common.none;
  if (field === 'status') return STUDENT_STATUS_LABELS[value as StudentStatus] ?? value;
  if (field === 'genderCd') return GENDER_LABELS[value as 'M' | 'F'] ?? value;
  if (field === 'gradeYear') return gradeLabel(Number(value));
  if (field === 'birthdate' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatShortDate(value);
  return value;
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className={styles.timelineItem}>
      <p className={styles.timelineTitle}>
        {H.kinds[entry.kind]}
        {entry.subject ? ` · ${entry.subject}` : ''}
      </p>
      {(entry.kind === 'class-moved' ? [] : entry.changes).map((change) => (
        <span key={change.field}>
          {H.change(
            STUDENT_FIELD_LABELS[change.field] ?? change.field,
            readable(change.field, change.before),
            readable(change.field, change.after),
          )}
        </span>
      ))}
      {entry.effectiveDate && (
        <span>{(entry.kind === 'class-moved' ? H.moveDate : H.effective)(formatShortDate(entry.effectiveDate))}</span>
      )}
      {entry.reason && <span>{H.reason(entry.reason)}</span>}
      <span className={styles.meta}>
        <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>
        <span>{H.by(entry.actorNm)}</span>
      </span>
    </li>
  );
}

function History({ access, studentId, studentNm }: { access: StudentsAccess; studentId: string; studentNm: string }) {
  const history = useHistory(access.instId, studentId);
  if (history.isPending) return <Loading />;
  if (history.isError) return <LoadFailed onRetry={() => void history.refetch()} />;
  if (history.data.entries.length === 0) return <EmptyState title={H.empty} />;
  return (
    <ol className={styles.timeline} aria-label={`${studentNm} ${H.listLabel}`}>
      {history.data.entries.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

/** StudentHistory (?studentId=): every change with who and when, newest first. */
export function StudentHistoryPage() {
  return (
    <StudentsScreen screen="StudentHistory" fallbackTitle="원생 이력" narrow>
      <StudentsGate need="view">
        {(access) => (
          <WithStudent access={access}>
            {(student) => <History access={access} studentId={student.studentId} studentNm={student.studentNm} />}
          </WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}

function BirthdayList({
  items,
  label,
  when,
}: {
  items: readonly BirthdayItem[];
  label: string;
  when: 'date' | 'days';
}) {
  return (
    <List
      items={items}
      label={label}
      getKey={(item) => `${item.studentId}-${item.date}`}
      emptyText={B.none}
      renderItem={(item) => (
        <ListItem
          to={studentScreen('StudentDetail', item.studentId)}
          title={item.studentNm}
          description={[
            formatShortDate(item.date),
            B.turns(item.turns),
            item.gradeYear ? gradeLabel(item.gradeYear) : null,
            when === 'days' ? B.inDays(item.daysUntil) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          trailing={item.status === 'enrolled' ? undefined : <StatusBadge status={item.status} />}
        />
      )}
    />
  );
}

function Birthdays({ access }: { access: StudentsAccess }) {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const birthdays = useBirthdays(access.instId, month);
  if (birthdays.isPending) return <Loading />;
  if (birthdays.isError) return <LoadFailed onRetry={() => void birthdays.refetch()} />;
  const shown = birthdays.data.month;
  return (
    <>
      <Section aria-labelledby="birthday-month">
        <SectionHeader>
          <Button variant="outline" size="sm" onClick={() => setMonth(shiftIsoMonth(shown, -1))}>
            {B.prevMonth}
          </Button>
          <SectionTitle id="birthday-month" aria-live="polite">
            {B.thisMonth(formatMonth(`${shown}-01`))}
          </SectionTitle>
          <Button variant="outline" size="sm" onClick={() => setMonth(shiftIsoMonth(shown, 1))}>
            {B.nextMonth}
          </Button>
        </SectionHeader>
        <BirthdayList items={birthdays.data.thisMonth} label={B.thisMonth(formatMonth(`${shown}-01`))} when="days" />
      </Section>
      <Section title={B.upcoming}>
        <BirthdayList items={birthdays.data.upcoming} label={B.upcoming} when="days" />
      </Section>
    </>
  );
}

/** StudentBirthday: this month's birthdays (or another month's) and those in the next 30 days, in Seoul dates. */
export function StudentBirthdayPage() {
  return (
    <StudentsScreen screen="StudentBirthday" fallbackTitle="원생 생일" narrow>
      <StudentsGate need="view">{(access) => <Birthdays access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}
