import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { useAudienceChoices } from '../api/get-audience-choices';
import { useNotice } from '../api/get-notice';
import { NoticeForm } from '../components/notice-form';
import { Loading, NotFoundState, NoticesScreen, QueryFailed } from '../components/notices-screen';
import { emptyNoticeForm, noticeFormOf } from '../lib/notice-form';

/** After a save: the notice itself. */
function useOpenNotice() {
  const navigate = useNavigate();
  return (noticeId: string) => navigate(`/noticeView/${encodeURIComponent(noticeId)}`, { replace: true });
}

function WriteBody({ inst }: { inst: ChosenAcademy }) {
  const choices = useAudienceChoices(inst.instId);
  const open = useOpenNotice();
  const initial = useMemo(
    () => (choices.data ? emptyNoticeForm(new Date(), choices.data.canAddressAcademy) : null),
    [choices.data],
  );
  if (choices.isPending) return <Loading />;
  if (choices.isError) return <QueryFailed error={choices.error} onRetry={() => void choices.refetch()} />;
  return (
    <NoticeForm
      instId={inst.instId}
      initial={initial ?? emptyNoticeForm(new Date(), choices.data.canAddressAcademy)}
      mode={{ kind: 'write' }}
      choices={choices.data}
      onDone={(saved) => open(saved.noticeId)}
    />
  );
}

/** /noticeWrite: a new notice to the whole academy, chosen classes or chosen people. */
export function NoticeWritePage() {
  return (
    <NoticesScreen screen="noticeWrite" fallbackTitle="공지 작성" width="md">
      {(inst) => <WriteBody inst={inst} />}
    </NoticesScreen>
  );
}

function EditBody({ inst, noticeId }: { inst: ChosenAcademy; noticeId: string }) {
  const notice = useNotice(inst.instId, noticeId);
  const choices = useAudienceChoices(inst.instId);
  const open = useOpenNotice();
  const initial = useMemo(() => (notice.data ? noticeFormOf(notice.data, new Date()) : null), [notice.data]);
  if (notice.isPending || choices.isPending) return <Loading />;
  if (notice.isError) return <QueryFailed error={notice.error} onRetry={() => void notice.refetch()} />;
  if (choices.isError) return <QueryFailed error={choices.error} onRetry={() => void choices.refetch()} />;
  if (!notice.data.abilities.canEdit || !initial) return <NotFoundState />;
  return (
    <NoticeForm
      key={notice.data.noticeId}
      instId={inst.instId}
      initial={initial}
      mode={{ kind: 'edit', noticeId, sent: notice.data.sentAt !== null }}
      choices={choices.data}
      onDone={() => open(noticeId)}
    />
  );
}

/** /noticeEdit?noticeId=: the text at any time; to whom and how only while it waits for its send time. */
export function NoticeEditPage() {
  const [params] = useSearchParams();
  const noticeId = params.get('noticeId') ?? '';
  return (
    <NoticesScreen screen="noticeEdit" fallbackTitle="공지 수정" width="md">
      {(inst) => (noticeId ? <EditBody inst={inst} noticeId={noticeId} /> : <NotFoundState />)}
    </NoticesScreen>
  );
}
