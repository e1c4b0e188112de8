import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import { Spinner } from '../../../ui/spinner/spinner';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';

const T = DESIGN_TEXTS.feedback;
const B = T.badges;

export function FeedbackDemo() {
  return (
    <>
      <DemoBlock title={T.spinner}>
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" />
      </DemoBlock>
      <DemoBlock title={T.progress} layout="stack">
        <ProgressBar label={T.progressLabel} value={0} />
        <ProgressBar label={T.progressLabel} value={45} />
        <ProgressBar label={T.progressLabel} value={100} tone="secondary" />
        <ProgressBar label={T.uploadLabel} value={80} tone="yellow" />
        <ProgressBar label={`${T.uploadLabel} (${T.indeterminate})`} />
      </DemoBlock>
      <DemoBlock title={T.badge}>
        <Badge tone="primary">{B.present}</Badge>
        <Badge tone="yellow">{B.late}</Badge>
        <Badge tone="warning">{B.absent}</Badge>
        <Badge tone="warning" solid>
          {B.unpaid}
        </Badge>
        <Badge tone="secondary" solid>
          {B.newItem}
        </Badge>
        <Badge>{B.done}</Badge>
      </DemoBlock>
      <DemoBlock title={T.notice} description={T.noticeDescription} layout="stack">
        <Notice>{T.notices.neutral}</Notice>
        <Notice tone="primary">{T.notices.primary}</Notice>
        <Notice tone="yellow">{T.notices.yellow}</Notice>
        <Notice tone="warning">{T.notices.warning}</Notice>
      </DemoBlock>
      <DemoBlock title={T.empty} layout="column">
        <EmptyState />
        <EmptyState
          title={T.emptyNotice}
          description={T.emptyNoticeDescription}
          action={<Button size="sm">{T.emptyNoticeAction}</Button>}
        />
      </DemoBlock>
    </>
  );
}
