import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { IconChevronDown } from '../icon/icons';
import styles from './accordion.module.css';

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode; disabled?: boolean };

type CommonProps = {
  items: readonly AccordionItem[];
  /** Heading level of each item's title (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export type AccordionProps =
  | (CommonProps & {
      type?: 'single';
      value?: string;
      defaultValue?: string;
      onValueChange?: (value: string) => void;
    })
  | (CommonProps & {
      type: 'multiple';
      value?: string[];
      defaultValue?: string[];
      onValueChange?: (value: string[]) => void;
    });

function Items({ items, headingLevel = 3 }: CommonProps) {
  const Heading = `h${headingLevel}` as const;
  return items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} disabled={item.disabled} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span className={styles.title}>{item.title}</span>
            <IconChevronDown size={20} className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
}

/** Accordion (Radix): Enter/Space toggles, arrow keys move between headers. Single type is collapsible. */
export function Accordion(props: AccordionProps) {
  const className = [styles.root, props.className].filter(Boolean).join(' ');
  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        value={props.value}
        defaultValue={props.defaultValue}
        onValueChange={props.onValueChange}
        className={className}
      >
        <Items items={props.items} headingLevel={props.headingLevel} />
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      className={className}
    >
      <Items items={props.items} headingLevel={props.headingLevel} />
    </RadixAccordion.Root>
  );
}
