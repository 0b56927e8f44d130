import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './form-actions.module.css';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The buttons, the main action first (Next, then Back). */
  children: ReactNode;
  /**
   * 'row' (default): stacked on a phone; from 551 px one row, the main action on the right and
   * every button at least 10rem wide. 'stacked': one column at every width.
   */
  layout?: 'row' | 'stacked';
}

/** The buttons that end a form or a step. */
export function FormActions({ children, layout = 'row', className, ...rest }: FormActionsProps) {
  return (
    <div {...rest} className={cx(styles.root, layout === 'row' && styles.row, className)}>
      {children}
    </div>
  );
}
