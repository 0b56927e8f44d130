import type { ReactNode } from 'react';
import { IconCheckCircle, IconError, IconInfo, IconWarning } from '../icon/icon';
import { cx } from '../internal/cx';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

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

const icons: Record<AlertTone, ReactNode> = {
  info: <IconInfo />,
  success: <IconCheckCircle />,
  warning: <IconWarning />,
  danger: <IconError />,
};

/** An inline message in the page flow (a toast is the floating kind). */
export function Alert({ tone = 'info', title, children, action, live, className }: AlertProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  return (
    <div className={cx(styles.root, styles[tone], className)} role={role}>
      <span className={styles.icon}>{icons[tone]}</span>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
