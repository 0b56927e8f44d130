import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './detail-list.module.css';

export interface DetailItem {
  /** Stable key; the label text when it is unique. */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** 'rows': label left, value right (order facts, totals); 'stacked': value under its label. */
  layout?: 'rows' | 'stacked';
  className?: string;
}

/** Label–value facts (order number, SIM type, expiry) as a real description list. */
export function DetailList({ items, layout = 'rows', className }: DetailListProps) {
  return (
    <dl className={cx(styles.root, layout === 'rows' && styles.rows, className)}>
      {items.map((item) => (
        <div key={item.key} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
