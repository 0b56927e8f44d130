import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './field-with-button.module.css';

export interface FieldWithButtonProps extends HTMLAttributes<HTMLDivElement> {
  /** The field first, then its button. */
  children: ReactNode;
}

/** A field and the button that acts on it (search, look up): under it on a phone, beside it from 551 px. */
export function FieldWithButton({ children, className, ...rest }: FieldWithButtonProps) {
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {children}
    </div>
  );
}
