import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.header;
const S = DESIGN_TEXTS.states;

export function HeaderDemo() {
  const [backPressed, setBackPressed] = useState(false);
  return (
    <>
      <DemoBlock title={S.default} layout="column">
        <div className={styles.fullWidth}>
          <Header titleLevel={4} title={T.defaultTitle} sticky={false} onBack={() => setBackPressed(true)} />
        </div>
        <p className={styles.result} aria-live="polite">
          {backPressed ? T.back : ''}
        </p>
      </DemoBlock>
      <DemoBlock title={`${S.variants}: 오른쪽 버튼`} layout="column">
        <div className={styles.fullWidth}>
          <Header
            titleLevel={4}
            title={T.withActionsTitle}
            sticky={false}
            onBack={() => setBackPressed(true)}
            actions={
              <Button variant="text" size="sm">
                {T.save}
              </Button>
            }
          />
        </div>
      </DemoBlock>
      <DemoBlock title={`${S.variants}: 뒤로 가기 없음`} layout="column">
        <div className={styles.fullWidth}>
          <Header titleLevel={4} title={T.noBackTitle} sticky={false} hideBack />
        </div>
      </DemoBlock>
      <DemoBlock title={T.longTitleLabel} layout="column">
        <div className={styles.fullWidth}>
          <Header titleLevel={4} title={T.longTitle} sticky={false} onBack={() => setBackPressed(true)} />
        </div>
      </DemoBlock>
    </>
  );
}
