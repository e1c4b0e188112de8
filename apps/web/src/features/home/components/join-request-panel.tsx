import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import { formatDate } from '@academy/domain/format/format.date';
import { CONNECT_PURPOSE_LABELS, type StaffRelationCd } from '@academy/domain/institute/institute.constants';
import type { JoinRequestItem } from '@academy/domain/institute/institute.schema';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { Spinner } from '../../../ui/spinner/spinner';
import { type JoinDecision, useDecideJoinRequest } from '../api/decide-join-request';
import { useJoinRequests } from '../api/get-join-requests';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import card from './home-card.module.css';
import styles from './join-request-panel.module.css';

const T = HOME_TEXTS.joinRequests;

const STAFF_CHOICES: readonly { relationCd: StaffRelationCd; label: string }[] = [
  { relationCd: '050', label: T.staffTeacher },
  { relationCd: '030', label: T.staffManager },
];

function RequestRow({ instId, request }: { instId: string; request: JoinRequestItem }) {
  const decide = useDecideJoinRequest(instId);
  const busy = decide.isPending;

  async function run(decision: JoinDecision, question: string, done: string) {
    const answer = await confirmModal({ contents: question });
    if (answer !== 'yes') return;
    try {
      const result = await decide.mutateAsync(decision);
      showToast(result.smsSent ? done : `${done} ${T.smsFailed}`);
    } catch (error) {
      showRefusal(error);
    }
  }

  const approve = (relationCd?: StaffRelationCd) => {
    const roleLabel = relationCd
      ? ROLE_LABELS[relationCd === '030' ? 'MANAGER' : 'TEACHER']
      : CONNECT_PURPOSE_LABELS[request.role];
    return run(
      { requestId: request.requestId, kind: 'approve', relationCd },
      T.approveConfirm(request.userNm, roleLabel),
      T.approved(request.userNm),
    );
  };

  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{request.userNm}</span>
        <Badge tone="secondary">{CONNECT_PURPOSE_LABELS[request.role]}</Badge>
        <span className={card.muted}>{request.maskedMobileNo}</span>
      </div>
      {request.message && <p className={styles.message}>{T.message(request.message)}</p>}
      <p className={card.muted}>{T.requestedAt(formatDate(new Date(request.createdAt)))}</p>
      <div className={styles.buttons}>
        {request.role === 'staff' ? (
          STAFF_CHOICES.map((choice) => (
            <Button
              key={choice.relationCd}
              size="sm"
              disabled={busy}
              onClick={() => void approve(choice.relationCd)}
              aria-label={`${request.userNm} ${choice.label}`}
            >
              {choice.label}
            </Button>
          ))
        ) : (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void approve()}
            aria-label={`${request.userNm} ${T.approve}`}
          >
            {T.approve}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`${request.userNm} ${T.reject}`}
          onClick={() =>
            void run(
              { requestId: request.requestId, kind: 'reject' },
              T.rejectConfirm(request.userNm),
              T.rejected(request.userNm),
            )
          }
        >
          {T.reject}
        </Button>
      </div>
    </li>
  );
}

/** New join requests with approve / reject (director, or a manager holding 010), on the academy's home. */
export function JoinRequestPanel({ instId }: { instId: string }) {
  const requests = useJoinRequests(instId);
  return (
    <HomeCard
      title={T.title}
      actions={
        requests.data && (
          <Badge tone={requests.data.pendingCount > 0 ? 'warning' : 'neutral'}>
            {T.count(requests.data.pendingCount)}
          </Badge>
        )
      }
    >
      {requests.isPending ? (
        <Spinner />
      ) : requests.isError ? (
        <Notice tone="warning">{T.loadFailed}</Notice>
      ) : requests.data.items.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className={styles.list} aria-label={T.listLabel}>
          {requests.data.items.map((request) => (
            <RequestRow key={request.requestId} instId={instId} request={request} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
