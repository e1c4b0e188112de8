import { Link, useSearchParams } from 'react-router';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { useStudent } from '../api/get-student';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { StudentsScreen } from '../components/students-screen';
import { useStudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.done;

/** The new student's desk number (출결 번호), given at registration, to pass on to the student. */
function DeskPin({ studentId }: { studentId: string }) {
  const { access } = useStudentsAccess();
  const student = useStudent(access?.instId ?? '', access ? studentId : '');
  const deskPin = student.data?.deskPin;
  if (!deskPin) return null;
  return (
    <dl className={styles.facts}>
      <dt>{T.deskPin}</dt>
      <dd>
        <strong className={styles.deskPin}>{deskPin}</strong>
        <p className={styles.hint}>{T.deskPinHint}</p>
      </dd>
    </dl>
  );
}

/** /studentAddDoneTF?studentId=&studentNm=: the student is on the roll, with their desk number; what next. */
export function StudentAddDonePage() {
  const [params] = useSearchParams();
  const studentId = params.get('studentId');
  const studentNm = params.get('studentNm') ?? '';
  return (
    <StudentsScreen screen="studentAddDoneTF" fallbackTitle="원생 추가 완료" narrow>
      <Centered compact role="status">
        <h2 className={styles.bigTitle}>{T.title(studentNm)}</h2>
        <p className={styles.intro}>{T.lead}</p>
        {studentId && <DeskPin studentId={studentId} />}
      </Centered>
      <ActionRow>
        {studentId && (
          <Link
            to={studentScreen('StudentDetail', studentId)}
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            {T.detail}
          </Link>
        )}
        <Link to="/studentAddTF" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.more}
        </Link>
        <Link to="/v3/StudentsList" className={buttonClassName({ variant: 'text', size: 'lg' })}>
          {T.list}
        </Link>
      </ActionRow>
    </StudentsScreen>
  );
}
