import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { IconCalendarCheck } from '../../../ui/icon/icons';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';

const T = DESIGN_TEXTS.button;
const S = DESIGN_TEXTS.states;

export function ButtonDemo() {
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <>
      <DemoBlock title={`${S.default} · ${S.variants}`} description={DESIGN_TEXTS.page.keyboardHint}>
        <Button variant="primary">{T.primary}</Button>
        <Button variant="secondary">{T.secondary}</Button>
        <Button variant="outline">{T.outline}</Button>
        <Button variant="danger">{T.danger}</Button>
        <Button variant="text">{T.text}</Button>
      </DemoBlock>
      <DemoBlock title={S.sizes}>
        <Button size="sm">{T.small}</Button>
        <Button size="md">{T.medium}</Button>
        <Button size="lg">{T.large}</Button>
        <Button variant="outline" icon={<IconCalendarCheck />}>
          {T.withIcon}
        </Button>
      </DemoBlock>
      <DemoBlock title={S.disabled}>
        <Button disabled>{T.disabled}</Button>
        <Button variant="secondary" disabled>
          {T.disabled}
        </Button>
        <Button variant="outline" disabled>
          {T.disabled}
        </Button>
        <Button variant="danger" disabled>
          {T.disabled}
        </Button>
        <Button variant="text" disabled>
          {T.disabled}
        </Button>
      </DemoBlock>
      <DemoBlock title={S.loading} description={T.loadingHint}>
        <Button loading={saving} onClick={() => setSaving(true)}>
          {T.loadingDemo}
        </Button>
        <Button variant="outline" loading>
          {T.loadingDemo}
        </Button>
      </DemoBlock>
      <DemoBlock title="전체 너비" layout="column">
        <Button fullWidth size="lg">
          {T.fullWidth}
        </Button>
      </DemoBlock>
    </>
  );
}
