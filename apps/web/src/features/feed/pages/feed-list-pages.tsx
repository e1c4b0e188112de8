import type { FeedScope } from '@academy/domain/feed/feed.rules';
import { FeedScreen } from '../components/feed-screen';
import { FeedView } from '../components/feed-view';
import { FEED_TEXTS } from '../feed.texts';

function FeedPage({ screen, scope, title }: { screen: string; scope: FeedScope; title?: string }) {
  return (
    <FeedScreen screen={screen} fallbackTitle={title ?? '피드'} title={title}>
      {(inst) => <FeedView inst={inst} scope={scope} />}
    </FeedScreen>
  );
}

/** /v3/feed/AS 전체 소식: every post the member may see, across the classes (decision 0048). */
export const FeedAsPage = () => <FeedPage screen="feedAS" scope="AS" title={FEED_TEXTS.scopes.AS} />;

/** /v3/feed/EA 반별 소식: one class's posts (`?classId=`, default the first class). */
export const FeedEaPage = () => <FeedPage screen="feedEA" scope="EA" title={FEED_TEXTS.scopes.EA} />;

/** /v3/feed/UH 우리 아이: posts tagging one student and their 알림장 (`?studentId=`). */
export const FeedUhPage = () => <FeedPage screen="feedUH" scope="UH" title={FEED_TEXTS.scopes.UH} />;

/** /feedPageTF: the feed tab's page (second route family) — the 전체 소식 with the way to the others. */
export const FeedTfPage = () => <FeedPage screen="feedPageTF" scope="AS" />;
