import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** 'section' or 'article' when the card has a heading of its own (label it with aria-labelledby). */
  as?: 'div' | 'section' | 'article' | 'li';
  variant?: 'outlined' | 'raised' | 'sunken' | 'brand';
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const paddingClass = { none: styles.padNone, sm: styles.padSm, md: styles.padMd, lg: styles.padLg };

export function Card({
  children,
  as: Tag = 'div',
  variant = 'outlined',
  padding = 'md',
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx(styles.root, variant !== 'outlined' && styles[variant], paddingClass[padding], className)}
    >
      {children}
    </Tag>
  );
}
