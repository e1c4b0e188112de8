import { useState } from 'react';
import { confirmModal, DISMISSED, okModal, openModal } from '../../../lib/modal';
import { Button } from '../../../ui/button/button';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.modal;

/**
 * The app's own modal helpers (SPEC §4), as every screen uses them: each button opens a modal
 * through `confirmModal`, `okModal` or `openModal` and shows what the promise resolved with.
 */
const DEMOS: { key: string; title: string; open: () => Promise<{ value: string; label: string }> }[] = [
  {
    key: 'confirm',
    title: T.confirm,
    open: async () => {
      const value = await confirmModal({ title: T.confirmTitle, contents: T.confirmContents });
      return { value, label: value === 'yes' ? T.yes : T.no };
    },
  },
  {
    key: 'reverse',
    title: T.reverse,
    open: async () => {
      const value = await confirmModal({ title: T.confirmTitle, contents: T.confirmContents, reverse: true });
      return { value, label: value === 'yes' ? T.yes : T.no };
    },
  },
  {
    key: 'ok',
    title: T.ok,
    open: async () => ({ value: await okModal({ contents: T.okContents }), label: T.okLabel }),
  },
  {
    key: 'blocked',
    title: T.blocked,
    open: async () => {
      const value = await openModal({
        title: T.blockedTitle,
        contents: T.blockedContents,
        blockModalClose: true,
        buttons: [
          { label: T.cancelPay, value: 'cancel', variant: 'secondary' },
          { label: T.pay, value: 'pay', variant: 'primary' },
        ],
      });
      return { value, label: value === 'pay' ? T.pay : T.cancelPay };
    },
  },
  {
    key: 'generic',
    title: T.generic,
    open: async () => ({ value: await okModal({ contents: T.genericContents }), label: T.okLabel }),
  },
];

export function ModalDemo() {
  const [result, setResult] = useState<string>(T.none);
  return (
    <DemoBlock title={DESIGN_TEXTS.states.variants} description={T.hint} layout="column">
      {DEMOS.map((demo) => (
        <Button
          key={demo.key}
          variant="outline"
          fullWidth
          onClick={async () => {
            const { value, label } = await demo.open();
            setResult(value === DISMISSED ? T.dismissed : T.chose(label));
          }}
        >
          {demo.title}
        </Button>
      ))}
      <p className={styles.result} aria-live="polite">
        {T.lastResult}: {result}
      </p>
    </DemoBlock>
  );
}
