import type { ComponentProps } from 'react';
import styles from './action-row.module.css';

/** The width (px) below which a button moves to the next line; the buttons share what is left. */
export type ActionRowItemWidth = 140 | 160;

/** The look of an action row, for an element that is not a `<div>` (e.g. a `<nav>` of actions). */
export function actionRowClassName({
  itemMinWidth = 140,
  className,
}: {
  itemMinWidth?: ActionRowItemWidth;
  className?: string;
} = {}) {
  return [styles.row, styles[`min${itemMinWidth}`], className].filter(Boolean).join(' ');
}

export type ActionRowProps = ComponentProps<'div'> & { itemMinWidth?: ActionRowItemWidth };

/** Buttons (or button links) side by side, sharing the row equally and wrapping on a narrow screen. */
export function ActionRow({ itemMinWidth, className, ...rest }: ActionRowProps) {
  return <div {...rest} className={actionRowClassName({ itemMinWidth, className })} />;
}
