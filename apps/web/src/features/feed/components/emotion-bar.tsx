import { EMOTION_SYMBOLS, EMOTIONS, type Emotion } from '@academy/domain/feed/feed.rules';
import type { EmotionCount } from '@academy/domain/feed/feed.schema';
import { useEmotion } from '../api/board-mutations';
import { FEED_TEXTS } from '../feed.texts';
import styles from './feed.module.css';

const T = FEED_TEXTS.card;

export type EmotionBarProps = {
  instId: string;
  boardId: string;
  emotionList: readonly EmotionCount[];
  myEmotion: Emotion | null;
};

/** One emotion per reader per post: pressing one sets it (or changes it), pressing it again takes it back. */
export function EmotionBar({ instId, boardId, emotionList, myEmotion }: EmotionBarProps) {
  const emotion = useEmotion(instId, boardId);
  const shown = emotion.data ?? { emotionList, myEmotion };
  const counts = new Map(shown.emotionList.map((entry) => [entry.emotion, entry.count]));
  return (
    <fieldset className={styles.emotions} aria-label={T.emotionsLabel}>
      {EMOTIONS.map((kind) => {
        const mine = shown.myEmotion === kind;
        const count = counts.get(kind) ?? 0;
        return (
          <button
            key={kind}
            type="button"
            className={styles.emotion}
            aria-pressed={mine}
            aria-label={T.emotionCount(FEED_TEXTS.emotions[kind], count, mine)}
            disabled={emotion.isPending}
            onClick={() => emotion.mutate(mine ? null : kind)}
          >
            <span aria-hidden="true">{EMOTION_SYMBOLS[kind]}</span>
            {count > 0 && <span aria-hidden="true">{count}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
