import { formatDateTime } from '@academy/domain/format/format.date';
import type { NoticeReadListResponse, ReadListStaff, ReadListStudent } from '@academy/domain/notice/notice.schema';
import { useState } from 'react';
import { useParams } from 'react-router';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal, okModal } from '../../../lib/modal';
import { DeliveryBadges } from '../../../lib/notifications/delivery-badges';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Tabs } from '../../../ui/tabs/tabs';
import { useReadList } from '../api/get-read-list';
import { getRemindPreview, useRemindUnread } from '../api/remind-unread';
import styles from '../components/notices.module.css';
import { Loading, NotFoundState, NoticesScreen, QueryFailed } from '../components/notices-screen';
import { NOTICES_TEXTS } from '../notices.texts';

const T = NOTICES_TEXTS.readList;

const at = (value: string | null) => (value ? formatDateTime(new Date(value)) : '');

function StudentRow({ student, confirmRequested }: { student: ReadListStudent; confirmRequested: boolean }) {
  return (
    <ListItem
      title={
        <span className={styles.titleRow}>
          <span>{student.studentNm}</span>
          <Badge tone={student.read ? 'primary' : 'neutral'}>{student.read ? T.read : T.unread}</Badge>
          {confirmRequested && (
            <Badge tone={student.confirmed ? 'secondary' : 'warning'}>
              {student.confirmed ? T.confirmed : T.notConfirmed}
            </Badge>
          )}
        </span>
      }
      description={
        <span className={styles.person}>
          {student.readBy && <span>{T.readBy(student.readBy, at(student.readAt))}</span>}
          {student.confirmedBy && (
            <span>
              {T.confirmed}: {T.readBy(student.confirmedBy, at(student.confirmedAt))}
            </span>
          )}
          {student.recipients.length === 0 && <span className={styles.meta}>{T.noAccount}</span>}
          {student.recipients.map((recipient) => (
            <span key={recipient.userId} className={styles.person}>
              <span className={styles.meta}>
                {recipient.userNm} ({recipient.relation})
              </span>
              <DeliveryBadges deliveries={recipient.deliveries} />
            </span>
          ))}
        </span>
      }
    />
  );
}

function StaffRow({ member }: { member: ReadListStaff }) {
  return (
    <ListItem
      title={
        <span className={styles.titleRow}>
          <span>
            {member.userNm} ({member.roleLabel})
          </span>
          <Badge tone={member.readAt ? 'primary' : 'neutral'}>{member.readAt ? T.read : T.unread}</Badge>
        </span>
      }
      description={
        <span className={styles.person}>
          {member.readAt && <span className={styles.meta}>{at(member.readAt)}</span>}
          <DeliveryBadges deliveries={member.deliveries} />
        </span>
      }
    />
  );
}

/** 안 읽은 분께 다시 알리기: the cost first, then one tap sends. */
function RemindButton({ instId, noticeId }: { instId: string; noticeId: string }) {
  const remind = useRemindUnread(instId, noticeId);
  const [checking, setChecking] = useState(false);
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={checking || remind.isPending}
      onClick={async () => {
        setChecking(true);
        try {
          const preview = await getRemindPreview(instId, noticeId);
          if (preview.cost.recipients === 0) {
            await okModal({ contents: T.remindNobody });
            return;
          }
          const answer = await confirmModal({
            title: T.remindConfirmTitle,
            contents: T.remindConfirm(
              preview.unreadStudents,
              preview.unreadStaff,
              preview.cost.recipients,
              preview.cost.totalWon,
            ),
            yesLabel: T.remind,
            noLabel: NOTICES_TEXTS.common.cancel,
          });
          if (answer !== 'yes') return;
          const done = await remind.mutateAsync();
          showToast(T.reminded(done.reminded));
        } catch (error) {
          showRefusal(error);
        } finally {
          setChecking(false);
        }
      }}
    >
      {T.remind}
    </Button>
  );
}

function ReadListBody({ list, instId }: { list: NoticeReadListResponse; instId: string }) {
  const students = (keep: (student: ReadListStudent) => boolean) => {
    const rows = list.students.filter(keep);
    return (
      <List
        items={rows}
        getKey={(student) => student.studentId}
        emptyText={T.none}
        renderItem={(student) => <StudentRow student={student} confirmRequested={list.confirmRequested} />}
      />
    );
  };
  const tabs = [
    { value: 'unread', label: `${T.unread} ${list.studentMaxCnt - list.readCnt}`, content: students((s) => !s.read) },
    { value: 'read', label: `${T.read} ${list.readCnt}`, content: students((s) => s.read) },
    ...(list.confirmRequested
      ? [
          {
            value: 'not-confirmed',
            label: `${T.notConfirmed} ${list.studentMaxCnt - list.confirmCnt}`,
            content: students((s) => !s.confirmed),
          },
          { value: 'confirmed', label: `${T.confirmed} ${list.confirmCnt}`, content: students((s) => s.confirmed) },
        ]
      : []),
    {
      value: 'staff',
      label: `${T.staff} ${list.staff.length}`,
      content: (
        <List
          items={list.staff}
          getKey={(member) => member.userId}
          emptyText={T.none}
          renderItem={(member) => <StaffRow member={member} />}
        />
      ),
    },
  ];
  return (
    <div className={styles.stack}>
      <Section title={list.title}>
        <div className={styles.counts} role="status" aria-live="polite">
          <p className={styles.count}>{T.summary(list.readCnt, list.studentMaxCnt)}</p>
          {list.confirmRequested && (
            <p className={styles.count}>{T.confirmSummary(list.confirmCnt, list.studentMaxCnt)}</p>
          )}
          <p className={styles.meta}>{T.staffSummary(list.staffReadCnt, list.staff.length)}</p>
        </div>
        {list.sentAt === null ? (
          <Notice>{T.notSent}</Notice>
        ) : (
          <RemindButton instId={instId} noticeId={list.noticeId} />
        )}
      </Section>
      <Tabs label={T.tabs} items={tabs} fitted={false} />
    </div>
  );
}

function Body({ inst, noticeId }: { inst: ChosenAcademy; noticeId: string }) {
  const list = useReadList(inst.instId, noticeId);
  if (list.isPending) return <Loading />;
  if (list.isError) return <QueryFailed error={list.error} onRetry={() => void list.refetch()} />;
  return <ReadListBody list={list.data} instId={inst.instId} />;
}

/**
 * /noticeReadList/:noticeId: who has and has not read it, per child (a parent reading counts for that
 * child), 확인했습니다 with its own tabs, the staff apart, each account's delivery by channel; and
 * reminding those who have not read it, after seeing the cost.
 */
export function NoticeReadListPage() {
  const { noticeId = '' } = useParams();
  return (
    <NoticesScreen screen="noticeReadList" fallbackTitle="공지 읽음 확인">
      {(inst) => (noticeId ? <Body inst={inst} noticeId={noticeId} /> : <NotFoundState />)}
    </NoticesScreen>
  );
}
