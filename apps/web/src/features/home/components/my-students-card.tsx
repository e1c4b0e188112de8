import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.teacher;

/** A teacher's students: how many, and the students list (which shows a teacher only theirs). */
export function MyStudentsCard({ count }: { count: number }) {
  return (
    <HomeCard title={T.studentsTitle}>
      <p className={styles.big}>{HOME_TEXTS.common.count(count)}</p>
      <p className={styles.muted}>{T.studentsHint}</p>
      <TextLink to="/v3/StudentsList" variant="strong">
        {T.studentsLink}
      </TextLink>
    </HomeCard>
  );
}
