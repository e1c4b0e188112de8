import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { buttonClassName } from '../../../ui/button/button';
import { NoticeList } from '../components/notice-list';
import styles from '../components/notices.module.css';
import { NoticesScreen } from '../components/notices-screen';
import { mayWriteNotices } from '../lib/notice-abilities';
import { NOTICES_TEXTS } from '../notices.texts';

const T = NOTICES_TEXTS.list;

function StaffLinks({ inst, manage = true }: { inst: ChosenAcademy; manage?: boolean }) {
  if (!mayWriteNotices(inst)) return null;
  return (
    <div className={styles.toolbar}>
      <Link to="/noticeWrite" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
        {T.write}
      </Link>
      {manage && (
        <Link to="/v3/NoticeList" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          {T.manage}
        </Link>
      )}
    </div>
  );
}

/** /v3/notice/list: every notice I may see, pinned first; unread ones marked. */
export function NoticeListV3Page() {
  return (
    <NoticesScreen screen="noticeListV3" fallbackTitle="공지사항">
      {(inst) => (
        <div className={styles.stack}>
          <StaffLinks inst={inst} />
          <NoticeList instId={inst.instId} list={{ kind: 'all' }} emptyText={T.empty} emptyDescription={T.emptyHint} />
        </div>
      )}
    </NoticesScreen>
  );
}

/** /v3/class/notice?classId=: the notices sent to one class (from the class's page). */
export function ClassNoticePage() {
  const [params] = useSearchParams();
  const classId = params.get('classId') ?? '';
  return (
    <NoticesScreen screen="classNotice" fallbackTitle="반 공지">
      {(inst) =>
        classId ? (
          <div className={styles.stack}>
            <StaffLinks inst={inst} manage={false} />
            <NoticeList instId={inst.instId} list={{ kind: 'class', classId }} emptyText={T.classEmpty} />
          </div>
        ) : (
          <LinkedEmptyState title={T.noClass} description={T.noClassHint} to="/v3/class/MainPage" link={T.toClasses} />
        )
      }
    </NoticesScreen>
  );
}

/**
 * NoticeList (/v3/NoticeList): the staff's management list — the notices I manage (all of the
 * academy's for the director and managers holding 020, my own for a teacher), waiting ones too, each
 * with its read and confirmation counts per child.
 */
export function NoticeManagePage() {
  return (
    <NoticesScreen screen="NoticeList" fallbackTitle="공지 목록">
      {(inst) => (
        <div className={styles.stack}>
          <div className={styles.toolbar}>
            <Link to="/noticeWrite" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
              {T.write}
            </Link>
            <Link to="/v3/notice/list" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              {T.all}
            </Link>
          </div>
          <NoticeList
            instId={inst.instId}
            list={{ kind: 'managed' }}
            emptyText={T.manageEmpty}
            emptyDescription={T.manageEmptyHint}
          />
        </div>
      )}
    </NoticesScreen>
  );
}
