import type { NextStep } from '@academy/domain/home/home.rules';
import { List, ListItem } from '../../../ui/list/list';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.nextSteps;

/**
 * What a new academy still has to do (반 만들기, 강사 초대 …), from live data: each step leaves the
 * list once done, and the card is absent once every step is (or none is the member's).
 */
export function NextStepsCard({ steps }: { steps: readonly NextStep[] }) {
  if (steps.length === 0) return null;
  return (
    <HomeCard title={T.title} wide>
      <p className={styles.muted}>{T.lead}</p>
      <List
        label={T.listLabel}
        items={steps}
        getKey={(step) => step}
        renderItem={(step) => (
          <ListItem title={T.steps[step].label} description={T.steps[step].description} to={T.steps[step].to} />
        )}
      />
    </HomeCard>
  );
}
