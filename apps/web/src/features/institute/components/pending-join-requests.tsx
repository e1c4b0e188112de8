import { formatShortDate } from '@academy/domain/format/format.date';
import { CONNECT_PURPOSE_LABELS, JOIN_REQUEST_STATUS_LABELS } from '@academy/domain/institute/institute.constants';
import type { MyInstsResponse } from '@academy/domain/institute/institute.schema';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useCancelJoinRequest } from '../api/cancel-join-request';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.myInsts;

type PendingRequest = MyInstsResponse['pendingRequests'][number];

/**
 * The signed-in user's join requests still waiting, each with 요청 취소 (confirmed first). A request
 * the academy decided meanwhile is refused by the server with its Korean message, and the list
 * refreshes either way.
 */
export function CancelJoinRequestButton({
  request,
}: {
  request: Pick<PendingRequest, 'instId' | 'instNm' | 'requestId'>;
}) {
  const cancel = useCancelJoinRequest();

  async function onCancel() {
    const answer = await confirmModal({
      title: T.cancelRequestTitle,
      contents: T.cancelRequestConfirm(request.instNm),
      yesLabel: T.cancelRequestYes,
      noLabel: T.cancelRequestNo,
    });
    if (answer !== 'yes') return;
    try {
      await cancel.mutateAsync({ instId: request.instId, requestId: request.requestId });
      showToast(T.requestCancelled(request.instNm));
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <Button
      size="sm"
      variant="outline"
      loading={cancel.isPending}
      onClick={() => void onCancel()}
      aria-label={T.cancelRequestLabel(request.instNm)}
    >
      {T.cancelRequest}
    </Button>
  );
}

export function PendingJoinRequests({ requests }: { requests: readonly PendingRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <Section title={T.pendingTitle}>
      <List
        label={T.pendingTitle}
        items={[...requests]}
        getKey={(request) => request.requestId}
        renderItem={(request) => (
          <ListItem
            title={request.instNm}
            description={T.pendingItem(
              CONNECT_PURPOSE_LABELS[request.role],
              formatShortDate(new Date(request.createdAt)),
            )}
            trailing={
              <span className={screenStyles.badges}>
                <Badge tone="yellow">{JOIN_REQUEST_STATUS_LABELS.pending}</Badge>
                <CancelJoinRequestButton request={request} />
              </span>
            }
          />
        )}
      />
    </Section>
  );
}
