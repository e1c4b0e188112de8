import {
  ACADEMY_EXPORT_AREAS,
  ACADEMY_EXPORT_KEEP_HOURS,
  exportProgressPercent,
  exportSizeLabel,
} from '@academy/domain/academy-export/academy-export.rules';
import {
  type AcademyExportResponse,
  academyExportDownloadPath,
} from '@academy/domain/academy-export/academy-export.schema';
import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { formatNumber } from '@academy/domain/format/format.money';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useLatestAcademyExport } from '../api/get-latest-academy-export';
import { useStartAcademyExport } from '../api/start-academy-export';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.academyExport;

function ExportProgress({ current }: { current: AcademyExportResponse }) {
  return (
    <>
      <ProgressBar label={T.running} value={exportProgressPercent(current)} />
      <p className={styles.muted}>{T.rows(formatNumber(current.done), formatNumber(current.total))}</p>
      <p className={styles.muted}>{T.runningHint}</p>
    </>
  );
}

function ReadyFile({ instId, current }: { instId: string; current: AcademyExportResponse }) {
  return (
    <>
      <dl className={styles.facts}>
        <dt>{T.fileFacts.name}</dt>
        <dd>{current.fileName}</dd>
        <dt>{T.fileFacts.size}</dt>
        <dd>{current.sizeBytes === null ? '-' : exportSizeLabel(current.sizeBytes)}</dd>
        <dt>{T.fileFacts.madeAt}</dt>
        <dd>{current.finishedAt && formatDateTime(new Date(current.finishedAt))}</dd>
        <dt>{T.fileFacts.until}</dt>
        <dd>{current.expiresAt && T.untilText(formatDateTime(new Date(current.expiresAt)))}</dd>
      </dl>
      <a
        href={academyExportDownloadPath(instId, current.exportId)}
        download={current.fileName ?? undefined}
        className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
      >
        {T.download}
      </a>
    </>
  );
}

const HEADLINE: Record<AcademyExportResponse['status'], string> = {
  running: T.runningHeadline,
  ready: T.ready,
  failed: T.failed,
  expired: T.expired,
};

function ExportStatus({ instId, current }: { instId: string; current: AcademyExportResponse | null }) {
  if (!current) return <EmptyState title={T.none} />;
  return (
    <>
      <Notice
        role="status"
        tone={current.status === 'failed' ? 'warning' : current.status === 'ready' ? 'primary' : 'neutral'}
      >
        {HEADLINE[current.status]}
      </Notice>
      {current.status === 'running' && <ExportProgress current={current} />}
      {current.status === 'ready' && <ReadyFile instId={instId} current={current} />}
    </>
  );
}

function ExportContent({ membership }: { membership: MembershipSummary }) {
  const latest = useLatestAcademyExport(membership.instId);
  const start = useStartAcademyExport(membership.instId);
  if (latest.isPending) return <Loading />;
  if (latest.isError) return <LoadFailed onRetry={() => void latest.refetch()} />;
  const current = latest.data.latest;
  const running = current?.status === 'running';
  const refusal = start.isError && isApiError(start.error) ? start.error.message : null;
  return (
    <>
      <Section title={T.filesTitle}>
        <p className={screenStyles.lead}>{T.lead}</p>
        <ul>
          <li>{T.workbook}</li>
          <li>{T.archive}</li>
        </ul>
        <h3 className={styles.subline}>{T.areasTitle}</h3>
        <ul className={styles.chipList} aria-label={T.areasTitle}>
          {ACADEMY_EXPORT_AREAS.map((area) => (
            <li key={area.key}>
              <Badge tone="secondary">{area.sheet}</Badge>
            </li>
          ))}
        </ul>
        <Notice tone="yellow">{T.privacy(ACADEMY_EXPORT_KEEP_HOURS)}</Notice>
      </Section>
      <Section title={T.statusTitle}>
        <ExportStatus instId={membership.instId} current={current} />
        {refusal && (
          <Notice tone="warning" role="alert">
            {refusal}
          </Notice>
        )}
        <Button
          size="lg"
          fullWidth
          variant={current?.status === 'ready' ? 'outline' : 'primary'}
          loading={start.isPending}
          disabled={running}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (answer) => !answer.started && showToast(T.alreadyRunning) })
          }
        >
          {current && !running ? T.startAgain : T.start}
        </Button>
      </Section>
    </>
  );
}

/** /v3/inst/export: the director exports the whole academy (academy.xlsx and academy.json in one .zip). */
export function AcademyExportPage() {
  return (
    <InstScreen screen="instExport" fallbackTitle="학원 데이터 내보내기">
      <WithCurrentInst>
        {(membership) =>
          membership.role === 'DIRECTOR' ? (
            <ExportContent key={membership.instId} membership={membership} />
          ) : (
            <EmptyState title={T.directorOnly} description={T.directorOnlyHint} />
          )
        }
      </WithCurrentInst>
    </InstScreen>
  );
}
