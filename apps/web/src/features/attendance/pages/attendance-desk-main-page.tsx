import { useRouteEntry } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import { useDeskStatus } from '../api/get-desk-status';
import styles from '../components/attendance.module.css';
import { Loading } from '../components/attendance-screen';
import { DeskKiosk } from '../components/desk-kiosk';
import { DeskUnlock } from '../components/desk-unlock';

/**
 * /attendanceDeskMain: the front desk. Locked, a staff member unlocks it with their password;
 * unlocked (this browser holds the desk cookie), it is the full-screen kiosk, with no one signed in.
 */
export function AttendanceDeskMainPage() {
  const route = useRouteEntry()?.entry;
  const status = useDeskStatus();
  return (
    <section className={styles.screen} data-screen={route?.id ?? 'attendanceDeskMain'}>
      <Header title={route?.title ?? '출결 데스크'} />
      <div className={styles.body}>
        {status.isPending ? <Loading /> : status.data?.unlocked ? <DeskKiosk status={status.data} /> : <DeskUnlock />}
      </div>
    </section>
  );
}
