import { BottomTabBar } from '../../../ui/bottom-tab-bar/bottom-tab-bar';
import { IconCalendarCheck, IconChat, IconHome, IconReceipt, IconUser } from '../../../ui/icon/icons';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.bottomTabs;
const ICONS = [
  <IconHome key="home" />,
  <IconCalendarCheck key="cal" />,
  <IconReceipt key="receipt" />,
  <IconUser key="user" />,
  <IconChat key="chat" />,
];

const items = T.items.map((item, i) => ({
  ...item,
  icon: ICONS[i],
  end: true,
  badgeCount: i === 4 ? 3 : undefined,
}));

export function BottomTabsDemo() {
  const lines = Array.from({ length: T.contentLines }, (_, i) => i + 1);
  return (
    <DemoBlock title={T.preview} description={T.hint} layout="column">
      <section className={styles.phoneFrame} aria-label={T.previewLabel}>
        <div className={styles.phoneContent}>
          <p>{T.content}</p>
          {lines.map((n) => (
            <p key={n} className={styles.phoneLine}>
              {T.line(n)}
            </p>
          ))}
        </div>
        <BottomTabBar items={items} />
      </section>
    </DemoBlock>
  );
}
