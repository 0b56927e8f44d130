import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only (a label the design shows as an icon, say). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={styles.root} id={id}>
      {children}
    </span>
  );
}
