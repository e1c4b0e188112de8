import { formatShortDate } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { gradeLabel } from '@academy/domain/students/students.rules';
import type { DuplicateCandidate } from '@academy/domain/students/students.schema';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { Section, SectionHeader } from '../../../ui/section/section';
import { STUDENTS_TEXTS } from '../students.texts';
import { StatusBadge } from './status-badge';
import { studentScreen } from './student-link';
import styles from './students.module.css';

const T = STUDENTS_TEXTS.register;

/** The students who might be the one being registered, with why (StudentRegisterCheck). */
export function DuplicateList({ candidates }: { candidates: readonly DuplicateCandidate[] }) {
  return (
    <ul className={styles.plainList}>
      {candidates.map((candidate) => (
        <li key={candidate.studentId} className={styles.guardian}>
          <SectionHeader>
            <Link to={studentScreen('StudentDetail', candidate.studentId)} className={styles.label}>
              {candidate.studentNm}
            </Link>
            <StatusBadge status={candidate.status} />
          </SectionHeader>
          <div className={styles.meta}>
            {candidate.birthdate && <span>{formatShortDate(candidate.birthdate)}</span>}
            {candidate.mobileNo && <span>{displayPhoneNo(candidate.mobileNo)}</span>}
            {candidate.schoolNm && <span>{candidate.schoolNm}</span>}
            {candidate.gradeYear && <span>{gradeLabel(candidate.gradeYear)}</span>}
            {candidate.matchedBy.map((reason) => (
              <Badge key={reason} tone="yellow">
                {reason === 'mobile' ? T.matchedByMobile : T.matchedByNameBirthdate}
              </Badge>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Shown before saving when the roll already has someone who looks the same. */
export function DuplicateWarning({
  candidates,
  onRegisterAnyway,
  registering,
}: {
  candidates: readonly DuplicateCandidate[];
  onRegisterAnyway: () => void;
  registering: boolean;
}) {
  return (
    <Section role="alert" title={T.duplicateTitle}>
      <Notice tone="yellow">{T.duplicateHint}</Notice>
      <DuplicateList candidates={candidates} />
      <Button variant="secondary" onClick={onRegisterAnyway} loading={registering}>
        {T.registerAnyway}
      </Button>
    </Section>
  );
}
