import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { type StatusTone, toneIcons, toneTextClass } from '../internal/tone';
import styles from './alert.module.css';

export type AlertTone = StatusTone;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text ("Reintentar"). */
  action?: ReactNode;
  /**
   * Announce it when it appears: 'polite' (status) or 'assertive' (alert). Leave it off for an
   * alert that is on the page from the start; live regions there only add noise.
   */
  live?: 'polite' | 'assertive';
  className?: string;
}

/** An inline message in the page flow (a toast is the floating kind). */
export function Alert({ tone = 'info', title, children, action, live, className }: AlertProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div className={cx(styles.root, styles[tone], className)} role={role}>
      <span className={cx(styles.icon, toneTextClass[tone])}>{toneIcons[tone]}</span>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
