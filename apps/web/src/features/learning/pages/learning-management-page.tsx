import { Link } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import styles from '../components/learning.module.css';
import { LearningScreen } from '../components/learning-screen';
import { LEARNING_TEXTS } from '../learning.texts';

const T = LEARNING_TEXTS.hub;

function Hub({ inst }: { inst: ChosenAcademy }) {
  const cards = inst.isStaff ? T.staff : T.family;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{inst.isStaff ? T.staffIntro : T.familyIntro}</p>
      <nav aria-label={T.label}>
        <ul className={styles.hub}>
          {cards.map((card) => (
            <li key={card.to}>
              <Link className={styles.hubLink} to={card.to}>
                <span className={styles.hubTitle}>{card.title}</span>
                <span className={styles.meta}>{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * /v3/LearningManagementPage: the learning hub. Staff reach grade management, homework, learning
 * reports and study materials; parents and students their own grades, homework, reports and their
 * classes' materials. Plain links by path: each area owns its own screens.
 */
export const LearningManagementPage = () => (
  <LearningScreen screen="LearningManagementPage" fallbackTitle="학습 관리">
    {(inst) => <Hub inst={inst} />}
  </LearningScreen>
);
