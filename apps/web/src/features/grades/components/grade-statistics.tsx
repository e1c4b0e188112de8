import { bandOf, formatScore } from '@academy/domain/grades/grades.rules';
import type { GradeStatisticsView } from '@academy/domain/grades/grades.schema';
import { Figures } from '../../../ui/figures/figures';
import { GRADES_TEXTS } from '../grades.texts';
import styles from './grades.module.css';

const T = GRADES_TEXTS.detail;
const score = (value: number | null) => (value === null ? '-' : GRADES_TEXTS.common.score(formatScore(value)));

/** 응시, 결시, 평균, 최고점, 최저점 as tiles. */
export function StatisticsFigures({ statistics }: { statistics: GradeStatisticsView }) {
  return (
    <Figures
      label={T.statisticsLabel}
      items={[
        { key: 'takers', label: T.takers, value: T.people(statistics.takers) },
        { key: 'absent', label: T.absent, value: T.people(statistics.absent) },
        { key: 'average', label: T.average, value: score(statistics.average) },
        { key: 'highest', label: T.highest, value: score(statistics.highest) },
        { key: 'lowest', label: T.lowest, value: score(statistics.lowest) },
      ]}
    />
  );
}

/**
 * The distribution as a bar per band, highest band first; `mine` marks the band of a student's own
 * score (MyGradeDetailPage) so a family sees where the child stands without anyone else's score.
 */
export function Distribution({
  statistics,
  maxScore,
  mine,
}: {
  statistics: GradeStatisticsView;
  maxScore: number;
  mine?: number | null;
}) {
  const most = Math.max(1, ...statistics.distribution.map((band) => band.count));
  const myBand = mine === null || mine === undefined ? null : bandOf(mine, maxScore);
  const bands = statistics.distribution.map((band, index) => ({ band, index })).reverse();
  return (
    <ul className={styles.bands} aria-label={T.distribution}>
      {bands.map(({ band, index }) => {
        const isMine = index === myBand;
        return (
          <li
            key={band.label}
            className={[styles.band, isMine ? styles.mine : ''].filter(Boolean).join(' ')}
            aria-label={isMine ? `${T.band(band.label, band.count)} (${T.myBand})` : T.band(band.label, band.count)}
          >
            <span className={styles.bandLabel} aria-hidden="true">
              {band.label}
            </span>
            <span className={styles.bandTrack} aria-hidden="true">
              <span className={styles.bandBar} style={{ width: `${(band.count / most) * 100}%`, display: 'block' }} />
            </span>
            <span className={styles.bandCount} aria-hidden="true">
              {T.people(band.count)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export { score as scoreText };
