import { type InputHTMLAttributes, memo, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint, fieldStyles } from '../internal/field-parts';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  label: ReactNode;
  /** Shown after the label, e.g. "(opcional)". */
  optionalLabel?: string;
  hint?: ReactNode;
  /** The message; its presence marks the field invalid. */
  error?: ReactNode;
  /** Marked invalid with the message shown elsewhere (one message for a group of fields). */
  invalid?: boolean;
  /** Text or icon before the value, e.g. "+52". Decorative unless it carries its own label. */
  prefix?: ReactNode;
  /** Text, icon or a small button after the value (show password, clear). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Extra class on the outer wrapper (layout only). */
  className?: string;
}

/**
 * A labelled input. Memoised: typing in one field of a form does not re-render the others (the
 * step forms' useFieldChange gives each field a handler that stays the same).
 */
export const TextField = memo(function TextField({
  label,
  optionalLabel,
  hint,
  error,
  invalid: invalidWithoutMessage = false,
  prefix,
  suffix,
  id,
  className,
  ref,
  type = 'text',
  disabled,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasMessage = error !== undefined && error !== null && error !== false && error !== '';
  const invalid = hasMessage || invalidWithoutMessage;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
        {optionalLabel && <span className={fieldStyles.optional}> {optionalLabel}</span>}
      </label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={cx(styles.control, invalid && styles.invalid, disabled && styles.disabled)}>
        {prefix && <span className={cx(styles.affix, styles.prefix)}>{prefix}</span>}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={type}
          disabled={disabled}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, hasMessage && errorId, extraDescribedBy)}
        />
        {suffix && (
          <span className={cx(styles.affix, typeof suffix === 'string' ? styles.suffixText : styles.suffix)}>
            {suffix}
          </span>
        )}
      </div>
      {hasMessage && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
});
