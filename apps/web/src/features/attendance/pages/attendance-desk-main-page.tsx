import { useEffect } from 'react';
import { enterKiosk, leaveKiosk, useKioskLock } from '../../../lib/routing/kiosk-lock';
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
 * While it is unlocked the browser is held here (kiosk mode: no navigation, no way back to staff
 * screens) until a staff password leaves it; once the server says it is locked, the hold ends.
 */
export function AttendanceDeskMainPage() {
  const route = useRouteEntry()?.entry;
  const status = useDeskStatus();
  const kiosk = useKioskLock();
  const answer = status.data;

  useEffect(() => {
    if (!answer) return;
    if (answer.unlocked && answer.instId && answer.expiresAt) {
      enterKiosk({ instId: answer.instId, expiresAt: answer.expiresAt });
    } else if (!answer.unlocked) {
      leaveKiosk();
    }
  }, [answer]);

  return (
    <section className={styles.screen} data-screen={route?.id ?? 'attendanceDeskMain'}>
      <Header title={route?.title ?? '출결 데스크'} hideBack={kiosk !== null || answer?.unlocked === true} />
      <div className={styles.body}>
        {status.isPending ? <Loading /> : answer?.unlocked ? <DeskKiosk status={answer} /> : <DeskUnlock />}
      </div>
    </section>
  );
}
