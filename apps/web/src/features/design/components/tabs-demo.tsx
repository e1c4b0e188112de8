import { Tabs } from '../../../ui/tabs/tabs';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.tabs;
const S = DESIGN_TEXTS.states;

export function TabsDemo() {
  return (
    <>
      <DemoBlock title={`${S.default} · ${S.disabled}`} description={T.hint} layout="column">
        <Tabs
          className={styles.fullWidth}
          label={T.label}
          items={T.items.map((item) => ({ ...item, content: <p>{item.content}</p> }))}
        />
      </DemoBlock>
      <DemoBlock title={T.scrollable} layout="column">
        <Tabs
          className={styles.fullWidth}
          label={T.scrollLabel}
          fitted={false}
          defaultValue={T.months[2]}
          items={T.months.map((month) => ({ value: month, label: month, content: <p>{T.monthContent(month)}</p> }))}
        />
      </DemoBlock>
    </>
  );
}
