import { cx } from '../internal/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Announced text ("Loading…"). With a label the spinner is a polite status region (<output>); without one
   * it is decorative, for places (a busy button) that say "busy" another way.
   */
  label?: string;
  /** 'current' takes the surrounding text colour (inside buttons); 'brand' is teal. */
  tone?: 'current' | 'brand';
  className?: string;
}

export function Spinner({ size = 'md', label, tone = 'brand', className }: SpinnerProps) {
  const circle = <span className={cx(styles.circle, styles[size])} aria-hidden="true" />;
  if (!label) {
    return (
      <span className={cx(styles.root, tone === 'brand' && styles.brand, className)} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <output className={cx(styles.root, tone === 'brand' && styles.brand, className)}>
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </output>
  );
}
