import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';

const T = DESIGN_TEXTS.toast;

/** The app's own toast helper (SPEC §4, §9): SHORT hides after 2 s, LONG after 5 s. */
export function ToastDemo() {
  return (
    <>
      <DemoBlock title={T.short} description={T.hint}>
        <Button variant="secondary" onClick={() => showToast(T.shortMsg, 'SHORT')}>
          {T.showShort}
        </Button>
      </DemoBlock>
      <DemoBlock title={T.long}>
        <Button variant="secondary" onClick={() => showToast(T.longMsg, 'LONG')}>
          {T.showLong}
        </Button>
      </DemoBlock>
    </>
  );
}
