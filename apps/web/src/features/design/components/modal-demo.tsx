import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { type ModalButton, ModalDialog, type ModalDialogProps } from '../../../ui/modal/modal-dialog';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.modal;

type DemoModal = Omit<ModalDialogProps, 'open' | 'onChoose' | 'onDismiss'>;

const CONFIRM_BUTTONS: ModalButton[] = [
  { label: T.no, value: 'no' },
  { label: T.yes, value: 'yes' },
];

const DEMOS: { key: string; title: string; modal: DemoModal }[] = [
  {
    key: 'confirm',
    title: T.confirm,
    modal: { title: T.confirmTitle, contents: T.confirmContents, buttons: CONFIRM_BUTTONS },
  },
  {
    key: 'reverse',
    title: T.reverse,
    modal: { title: T.confirmTitle, contents: T.confirmContents, buttons: CONFIRM_BUTTONS, direction: 'reverse' },
  },
  { key: 'ok', title: T.ok, modal: { contents: T.okContents, buttons: [{ label: T.okLabel, value: 'ok' }] } },
  {
    key: 'blocked',
    title: T.blocked,
    modal: {
      title: T.blockedTitle,
      contents: T.blockedContents,
      blockModalClose: true,
      buttons: [
        { label: T.cancelPay, value: 'cancel', variant: 'secondary' },
        { label: T.pay, value: 'pay', variant: 'primary' },
      ],
    },
  },
  {
    key: 'generic',
    title: T.generic,
    modal: { contents: T.genericContents, buttons: [{ label: T.okLabel, value: 'ok' }] },
  },
];

export function ModalDemo() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [result, setResult] = useState<string>(T.none);
  const current = DEMOS.find((demo) => demo.key === openKey);

  return (
    <>
      <DemoBlock title={DESIGN_TEXTS.states.variants} description={T.hint} layout="column">
        {DEMOS.map((demo) => (
          <Button key={demo.key} variant="outline" fullWidth onClick={() => setOpenKey(demo.key)}>
            {demo.title}
          </Button>
        ))}
        <p className={styles.result} aria-live="polite">
          {T.lastResult}: {result}
        </p>
      </DemoBlock>
      {current && (
        <ModalDialog
          {...current.modal}
          open
          onChoose={(value) => {
            const label = current.modal.buttons.find((button) => button.value === value)?.label ?? value;
            setResult(T.chose(label));
            setOpenKey(null);
          }}
          onDismiss={() => {
            setResult(T.dismissed);
            setOpenKey(null);
          }}
        />
      )}
    </>
  );
}
