import { formatDateTime } from '@academy/domain/format/format.date';
import type { NoticeDetailResponse } from '@academy/domain/notice/notice.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { useMe } from '../../../lib/session/get-me';
import { useSwitchInst } from '../../../lib/session/use-switch-inst';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { useConfirmNotice } from '../api/confirm-notice';
import { useDeleteNotice } from '../api/delete-notice';
import { getNotice, useNotice } from '../api/get-notice';
import { useNoticeHistory } from '../api/get-notice-history';
import styles from '../components/notices.module.css';
import { Loading, NotFoundState, NoticesScreen, QueryFailed } from '../components/notices-screen';
import { NOTICES_TEXTS } from '../notices.texts';

const T = NOTICES_TEXTS.view;

/** 확인했습니다, for a family member it was sent to when 확인 요청 is on. */
function ConfirmButton({ instId, notice }: { instId: string; notice: NoticeDetailResponse }) {
  const confirm = useConfirmNotice(instId, notice.noticeId);
  if (!notice.me.canConfirm) return null;
  if (notice.me.confirmedAt)
    return (
      <Notice tone="primary" role="status">
        {T.confirmedAt(formatDateTime(new Date(notice.me.confirmedAt)))}
      </Notice>
    );
  return (
    <Section title={T.confirm}>
      <p className={styles.meta}>{T.confirmHint}</p>
      <Button
        fullWidth
        loading={confirm.isPending}
        onClick={async () => {
          try {
            await confirm.mutateAsync();
            showToast(T.confirmDone);
          } catch (error) {
            showRefusal(error);
          }
        }}
      >
        {T.confirm}
      </Button>
    </Section>
  );
}

/** 변경 이력: loaded when asked for. */
function History({ instId, noticeId }: { instId: string; noticeId: string }) {
  const [open, setOpen] = useState(false);
  const history = useNoticeHistory(instId, noticeId, open);
  return (
    <Section
      title={T.history}
      actions={
        <Button variant="text" size="sm" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {T.history}
        </Button>
      }
    >
      {open &&
        (history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <QueryFailed error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.entries.length === 0 ? (
          <p className={styles.meta}>{T.historyEmpty}</p>
        ) : (
          <ul className={styles.history}>
            {history.data.entries.map((entry) => (
              <li key={`${entry.at}-${entry.action}`} className={styles.person}>
                <span>{T.historyEntry(entry.actionLabel, entry.actorNm)}</span>
                <span className={styles.meta}>{formatDateTime(new Date(entry.at))}</span>
                {entry.changes.length > 0 && <span className={styles.meta}>{T.changes(entry.changes)}</span>}
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}

/** What the notice's managers do: the read list, edit, delete. */
function ManagerActions({ instId, notice }: { instId: string; notice: NoticeDetailResponse }) {
  const navigate = useNavigate();
  const remove = useDeleteNotice(instId);
  return (
    <>
      {notice.sentAt !== null && notice.readCnt !== null && notice.studentMaxCnt !== null && (
        <Section title={T.readList}>
          <p className={styles.count}>{T.readSummary(notice.readCnt, notice.studentMaxCnt)}</p>
          <Link
            to={`/noticeReadList/${encodeURIComponent(notice.noticeId)}`}
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
          >
            {T.readList}
          </Link>
        </Section>
      )}
      {notice.abilities.canEdit && (
        <ActionRow>
          <Link
            to={`/noticeEdit?noticeId=${encodeURIComponent(notice.noticeId)}`}
            className={buttonClassName({ variant: 'outline' })}
          >
            {T.edit}
          </Link>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={async () => {
              if ((await confirmModal({ contents: T.deleteConfirm })) !== 'yes') return;
              try {
                await remove.mutateAsync(notice.noticeId);
                showToast(T.deleted);
                navigate('/v3/notice/list', { replace: true });
              } catch (error) {
                showRefusal(error);
              }
            }}
          >
            {T.delete}
          </Button>
        </ActionRow>
      )}
      {notice.abilities.canManage && <History instId={instId} noticeId={notice.noticeId} />}
    </>
  );
}

/**
 * A notice the current academy does not have may be another academy's of the member (a parent of
 * children at two academies, opening a notification): found there, that academy becomes the current
 * one; found nowhere, the notice is not there.
 */
function InOtherAcademy({ inst, noticeId }: { inst: ChosenAcademy; noticeId: string }) {
  const me = useMe().data;
  const switchInst = useSwitchInst();
  const others = (me?.memberships ?? []).map((membership) => membership.instId).filter((id) => id !== inst.instId);
  const found = useQuery({
    queryKey: ['notices', 'locate', noticeId, others] as const,
    queryFn: async () => {
      for (const instId of others) {
        try {
          await getNotice(instId, noticeId);
          return instId;
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
        }
      }
      return null;
    },
    enabled: me !== undefined,
  });
  const instId = found.data;
  useEffect(() => {
    if (me && instId) switchInst(me, instId);
  }, [me, instId, switchInst]);
  if (found.isPending || instId) return <Loading />;
  return <NotFoundState />;
}

function NoticeBody({ inst, noticeId }: { inst: ChosenAcademy; noticeId: string }) {
  const query = useNotice(inst.instId, noticeId);
  if (query.isPending) return <Loading />;
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return <InOtherAcademy inst={inst} noticeId={noticeId} />;
  if (query.isError) return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  const notice = query.data;
  const total = notice.images.length;
  return (
    <div className={styles.stack}>
      <article className={styles.stack} aria-labelledby="notice-title">
        <header className={styles.stack}>
          <span className={styles.titleRow}>
            {notice.pinned && <Badge tone="secondary">{NOTICES_TEXTS.list.pinned}</Badge>}
            {notice.advertising && <Badge tone="yellow">{T.advertising}</Badge>}
            {notice.confirmRequested && <Badge tone="warning">{NOTICES_TEXTS.list.confirmNeeded}</Badge>}
          </span>
          <h2 id="notice-title" className={styles.heading}>
            {notice.title}
          </h2>
          <p className={styles.meta}>
            <span>{T.by(notice.writer.userNm)}</span>
            <span>{formatDateTime(new Date(notice.sentAt ?? notice.sendAt ?? notice.createdAt))}</span>
            {notice.editedAt && <span>{T.edited}</span>}
            <span>
              {T.to}: {notice.audience.label}
            </span>
          </p>
        </header>
        {notice.sentAt === null && notice.sendAt && (
          <Notice tone="yellow">{T.scheduled(formatDateTime(new Date(notice.sendAt)))}</Notice>
        )}
        <p className={styles.content}>{notice.content}</p>
        {total > 0 && (
          <section aria-label={T.images}>
            <ul className={styles.images}>
              {notice.images.map((image, index) => (
                <li key={image.id}>
                  <Link
                    to={`/noticeImgView?noticeId=${encodeURIComponent(notice.noticeId)}&index=${index}`}
                    className={styles.thumb}
                    aria-label={T.openImage(index + 1)}
                  >
                    <img
                      src={image.url}
                      alt={T.imageAlt(index + 1, total)}
                      loading="lazy"
                      decoding="async"
                      width={160}
                      height={160}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {notice.files.length > 0 && (
          <section aria-label={T.files}>
            <ul className={styles.files}>
              {notice.files.map((file) => (
                <li key={file.id} className={styles.file}>
                  <span className={styles.fileName}>{file.name}</span>
                  <a href={file.url} download={file.name} className={buttonClassName({ variant: 'text', size: 'sm' })}>
                    <span aria-hidden="true">⬇</span>
                    <span className={styles.meta}>{T.download(file.name)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <ConfirmButton instId={inst.instId} notice={notice} />
      {notice.abilities.canManage && <ManagerActions instId={inst.instId} notice={notice} />}
    </div>
  );
}

/** /noticeView/:noticeId: one notice, read as it is opened; 확인했습니다; the read list for its managers. */
export function NoticeViewPage() {
  const { noticeId = '' } = useParams();
  return (
    <NoticesScreen screen="noticeView" fallbackTitle="공지 보기">
      {(inst) => (noticeId ? <NoticeBody inst={inst} noticeId={noticeId} /> : <NotFoundState />)}
    </NoticesScreen>
  );
}
