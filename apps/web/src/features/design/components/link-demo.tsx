import { designSectionPath } from '../../../lib/routing/design-sections';
import { TextLink } from '../../../ui/text-link/text-link';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';

const T = DESIGN_TEXTS.link;
const S = DESIGN_TEXTS.states;

export function LinkDemo() {
  return (
    <>
      <DemoBlock title={S.variants} description={DESIGN_TEXTS.page.keyboardHint}>
        <TextLink to={designSectionPath('Link')}>{T.default}</TextLink>
        <TextLink to={designSectionPath('Link')} variant="muted">
          {T.muted}
        </TextLink>
        <TextLink to={designSectionPath('Link')} variant="strong">
          {T.strong}
        </TextLink>
        <TextLink to="https://www.law.go.kr" external>
          {T.external}
        </TextLink>
      </DemoBlock>
      <DemoBlock title="문장 안의 링크">
        <p>
          {T.sentenceBefore}
          <TextLink to={designSectionPath('Link')}>{T.sentenceLink}</TextLink>
          {T.sentenceAfter}
        </p>
      </DemoBlock>
    </>
  );
}
