import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './badge.module.css';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: ReactNode;
  className?: string;
}

export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.root, styles[tone], className)}>
      {icon}
      {children}
    </span>
  );
}
