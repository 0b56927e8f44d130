import type { ReactNode } from 'react';
import styles from './split-layout.module.css';

export interface SplitLayoutProps {
  /** The step's title, above both columns. */
  header: ReactNode;
  /** What the customer checks while filling the form (the order's summary): first on a phone, beside the form on a desktop. */
  aside: ReactNode;
  /** The form. */
  children: ReactNode;
}

/**
 * A step with a summary: one column on a phone (header, summary, form), the form with the summary
 * beside it from the desktop breakpoint (in a page given a desktop's width).
 */
export function SplitLayout({ header, aside, children }: SplitLayoutProps) {
  return (
    <div className={styles.root}>
      <div className={styles.header}>{header}</div>
      <div className={styles.aside}>{aside}</div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
