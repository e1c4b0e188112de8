import { Link, useSearchParams } from 'react-router';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { StudentsScreen } from '../components/students-screen';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.done;

/** /studentAddDoneTF?studentId=&studentNm=: the student is on the roll; what next. */
export function StudentAddDonePage() {
  const [params] = useSearchParams();
  const studentId = params.get('studentId');
  const studentNm = params.get('studentNm') ?? '';
  return (
    <StudentsScreen screen="studentAddDoneTF" fallbackTitle="원생 추가 완료" narrow>
      <Centered compact role="status">
        <h2 className={styles.bigTitle}>{T.title(studentNm)}</h2>
        <p className={styles.intro}>{T.lead}</p>
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
