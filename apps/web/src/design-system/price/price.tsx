import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './price.module.css';

export interface PriceProps {
  /** Already formatted by the app ("$199.00", "S$ 10.00"); this component never formats money. */
  amount: string;
  /** "Total (IVA included)" and the like. */
  label?: ReactNode;
  /** Text after the amount, e.g. "/ 30 días". */
  suffix?: ReactNode;
  /** The price before a discount, struck through. */
  originalAmount?: string;
  /** Read before the struck-through amount ("Antes"), since a line-through is not announced. */
  originalLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** 'inline' puts label and amount on one row (order-summary total). */
  layout?: 'stacked' | 'inline';
  tone?: 'default' | 'brand';
  className?: string;
}

export function Price({
  amount,
  label,
  suffix,
  originalAmount,
  originalLabel,
  size = 'md',
  layout = 'stacked',
  tone = 'default',
  className,
}: PriceProps) {
  return (
    <div
      className={cx(
        styles.root,
        styles[size],
        layout === 'inline' && styles.inline,
        tone === 'brand' && styles.brandTone,
        className,
      )}
    >
      {label && <span className={styles.label}>{label}</span>}
      <span className={styles.figures}>
        {originalAmount && (
          <s className={styles.original}>
            {originalLabel && <VisuallyHidden>{originalLabel} </VisuallyHidden>}
            {originalAmount}
          </s>
        )}
        <strong className={styles.amount}>{amount}</strong>
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </span>
    </div>
  );
}
