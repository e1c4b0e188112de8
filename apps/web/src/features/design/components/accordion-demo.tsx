import { Accordion } from '../../../ui/accordion/accordion';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.accordion;

const items = T.items.map((item) => ({ ...item, content: <p>{item.content}</p> }));

export function AccordionDemo() {
  return (
    <>
      <DemoBlock title={T.single} description={T.hint} layout="column">
        <Accordion className={styles.fullWidth} items={items} defaultValue="refund" />
      </DemoBlock>
      <DemoBlock title={T.multiple} layout="column">
        <Accordion
          className={styles.fullWidth}
          type="multiple"
          items={items}
          defaultValue={['attendance', 'children']}
        />
      </DemoBlock>
    </>
  );
}
