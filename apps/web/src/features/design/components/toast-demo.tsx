import type { ToastType } from '@academy/domain/toast/toast.constants';
import { useState } from 'react';
import { Button } from '../../../ui/button/button';
import { Toast } from '../../../ui/toast/toast';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';

const T = DESIGN_TEXTS.toast;

export function ToastDemo() {
  const [toast, setToast] = useState<{ open: boolean; msg: string; toastType: ToastType }>({
    open: false,
    msg: '',
    toastType: 'SHORT',
  });
  return (
    <>
      <DemoBlock title={T.short} description={T.hint}>
        <Button variant="secondary" onClick={() => setToast({ open: true, msg: T.shortMsg, toastType: 'SHORT' })}>
          {T.showShort}
        </Button>
      </DemoBlock>
      <DemoBlock title={T.long}>
        <Button variant="secondary" onClick={() => setToast({ open: true, msg: T.longMsg, toastType: 'LONG' })}>
          {T.showLong}
        </Button>
      </DemoBlock>
      <Toast {...toast} onHide={() => setToast((t) => ({ ...t, open: false }))} />
    </>
  );
}
