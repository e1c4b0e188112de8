import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

export type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Stretch the tabs to the full width (equal widths). */
  fitted?: boolean;
  className?: string;
};

/** Tabs (Radix): arrow keys move between tabs, Home/End jump, the panel follows. */
export function Tabs({ items, label, value, defaultValue, onValueChange, fitted = true, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={label} className={[styles.list, fitted ? styles.fitted : ''].join(' ')}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
