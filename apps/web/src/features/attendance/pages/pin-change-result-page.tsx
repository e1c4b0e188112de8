import { useRouteEntry } from '../../../lib/routing/route-entry';
import { useAppSelector } from '../../../store/hooks';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { Notice } from '../../../ui/notice/notice';
import { SectionTitle } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from '../components/attendance.module.css';

const T = ATTENDANCE_TEXTS.pinResult;

/** /pinChangeResult: the outcome of the student's own desk-number change (the pinChange group). */
export function PinChangeResultPage() {
  const route = useRouteEntry()?.entry;
  const { resultCode, fields } = useAppSelector((state) => state.pinChange);
  const shared = Number(fields.sharedWith ?? 0);
  return (
    <section className={styles.screen} data-screen={route?.id ?? 'pinChangeResult'}>
      <Header title={route?.title ?? 'PIN 번호 변경 결과'} />
      <div className={styles.body}>
        {resultCode === 'OK' ? (
          <div className={styles.section} role="status">
            <SectionTitle>{T.okTitle}</SectionTitle>
            <p className={styles.hint}>{T.okBody(fields.instNm ?? '')}</p>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{T.newPin}</dt>
                <dd>{fields.deskPin}</dd>
              </div>
            </dl>
            {shared > 0 && <Notice>{T.shared(shared)}</Notice>}
            <TextLink to="/v3/AttendanceHistory" variant="strong">
              {T.toHistory}
            </TextLink>
          </div>
        ) : (
          <EmptyState
            title={T.noneTitle}
            description={T.noneBody}
            action={
              <TextLink to="/v3/AttendanceHistory" variant="strong">
                {T.toHistory}
              </TextLink>
            }
          />
        )}
      </div>
    </section>
  );
}
