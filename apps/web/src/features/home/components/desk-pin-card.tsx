import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.student;

/** The student's 출결 번호 for the kiosk, or how to get one. */
export function DeskPinCard({ deskPin }: { deskPin: string | null }) {
  return (
    <HomeCard title={T.pinTitle}>
      {deskPin ? (
        <>
          <p className={styles.big}>{deskPin}</p>
          <p className={styles.muted}>{T.pinHint}</p>
        </>
      ) : (
        <>
          <p>{T.noPin}</p>
          <p className={styles.muted}>{T.noPinHint}</p>
          <TextLink to="/v3/AttendanceHistory" variant="strong">
            {T.setPin}
          </TextLink>
        </>
      )}
    </HomeCard>
  );
}
