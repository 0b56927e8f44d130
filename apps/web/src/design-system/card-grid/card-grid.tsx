import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './card-grid.module.css';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /** With the default 'ul', one <li> per card; with 'div' (placeholders), the cards themselves. */
  children: ReactNode;
  as?: 'ul' | 'div';
  /**
   * The most columns: 2 puts two cards side by side from 551 px; 3 adds a third from 901 px (in a
   * step that uses the desktop's width); 1 keeps one column.
   */
  columns?: 1 | 2 | 3;
  gap?: 3 | 4;
  /** The cards fill their cells, so a row's cards are equally tall. */
  stretch?: boolean;
  /**
   * In a grid of three drawn as two columns (a tablet), an odd last card stands centred under the
   * two above it: right for choices laid side by side (plans). A list read from the top (orders,
   * lines) keeps it at the start, under its heading.
   */
  centreOddLast?: boolean;
}

/** Cards in a grid of one column on a phone: plans, add-ons, carts. */
export function CardGrid({
  children,
  as: Tag = 'ul',
  columns = 2,
  gap = 4,
  stretch = true,
  centreOddLast = true,
  className,
  ...rest
}: CardGridProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        styles.root,
        gap === 3 ? styles.gap3 : styles.gap4,
        columns >= 2 && styles.two,
        columns === 3 && styles.three,
        columns === 3 && centreOddLast && styles.centreOddLast,
        stretch && styles.stretch,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
