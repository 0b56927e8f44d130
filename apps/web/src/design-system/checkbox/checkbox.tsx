import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { IconCheck } from '../icon/screen-icons';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint } from '../internal/field-parts';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold links (terms and privacy notice). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  ref,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cx(styles.root, className)}>
      <label className={cx(styles.row, disabled && styles.disabled)} htmlFor={inputId}>
        <span className={styles.box}>
          <input
            {...rest}
            ref={ref}
            id={inputId}
            type="checkbox"
            disabled={disabled}
            className={styles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId, extraDescribedBy)}
          />
          <IconCheck className={styles.check} size="1rem" />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {hint && (
        <div className={styles.below}>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      )}
      {invalid && (
        <div className={styles.below}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
