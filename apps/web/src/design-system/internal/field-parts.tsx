import type { ReactNode } from 'react';
import { IconError } from '../icon/icon';
import styles from './field.module.css';

export { styles as fieldStyles };

/** Joins ids for aria-describedby; undefined when there are none, so the attribute is left out. */
export const describedBy = (...ids: ReadonlyArray<string | false | null | undefined>): string | undefined => {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
};

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <IconError className={styles.errorIcon} size="1rem" />
      <span>{children}</span>
    </p>
  );
}
