import { type CSSProperties, useId } from 'react';
import { cx } from '../internal/cx';
import styles from './stepper.module.css';

export interface StepperProps {
  /** 1-based step the user is on. */
  current: number;
  total: number;
  /** Visible and announced progress text, already translated: "Paso 2 de 5". */
  label: string;
  /** Name of the current step ("Datos personales"), shown beside the count. */
  stepTitle?: string;
  className?: string;
}

/** Step n of m as text plus a segmented bar; the bar is a progressbar named by that text. */
export function Stepper({ current, total, label, stepTitle, className }: StepperProps) {
  const id = useId();
  const safeTotal = Math.max(1, Math.trunc(total));
  const safeCurrent = Math.min(Math.max(1, Math.trunc(current)), safeTotal);
  const labelId = `${id}-label`;
  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.text}>
        <span id={labelId} className={styles.count}>
          {label}
        </span>
        {stepTitle && <span className={styles.title}>{stepTitle}</span>}
      </p>
      <div
        className={styles.track}
        style={{ '--stepper-total': safeTotal } as CSSProperties}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={safeTotal}
        aria-valuenow={safeCurrent}
        aria-valuetext={stepTitle ? `${label}: ${stepTitle}` : label}
      >
        {Array.from({ length: safeTotal }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions.
            key={i}
            className={cx(
              styles.segment,
              i + 1 < safeCurrent && styles.done,
              i + 1 === safeCurrent && styles.current,
            )}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Holds the Stepper's place while its numbers are not known yet (a prerendered page), so the
 * heading under it does not move when they arrive. Nothing in it is announced.
 */
export function StepperPlaceholder({ className }: { className?: string }) {
  return (
    <div className={cx(styles.root, className)} aria-hidden="true">
      <p className={styles.text}>
        <span className={styles.count}>{'\u00a0'}</span>
      </p>
      <div className={cx(styles.track, styles.placeholderTrack)} />
    </div>
  );
}
