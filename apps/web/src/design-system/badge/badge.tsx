import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { type StatusTone, toneSoftClass } from '../internal/tone';
import styles from './badge.module.css';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | StatusTone;

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: ReactNode;
  className?: string;
}

const toneClass: Record<BadgeTone, string | undefined> = {
  brand: styles.brand,
  accent: styles.accent,
  neutral: styles.neutral,
  ...toneSoftClass,
};

export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.root, toneClass[tone], className)}>
      {icon}
      {children}
    </span>
  );
}
