import { memo, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { IconChevron } from '../icon/screen-icons';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint, fieldStyles } from '../internal/field-parts';
import styles from './select-field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option ("Selecciona un estado"); it cannot be chosen back. */
  placeholder?: string;
  optionalLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Marked invalid with the message shown elsewhere (one message for a group of fields). */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A native select: the phone's own picker is the best one on a cheap Android. Memoised: typing in one field of a form does not re-render the others (the step forms'
 * useFieldChange gives each field a handler that stays the same).
 */
export const SelectField = memo(function SelectField({
  label,
  options,
  placeholder,
  optionalLabel,
  hint,
  error,
  invalid: invalidWithoutMessage = false,
  id,
  className,
  ref,
  value,
  defaultValue,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const hasMessage = error !== undefined && error !== null && error !== false && error !== '';
  const invalid = hasMessage || invalidWithoutMessage;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
        {optionalLabel && <span className={fieldStyles.optional}> {optionalLabel}</span>}
      </label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.control}>
        <select
          {...rest}
          ref={ref}
          id={selectId}
          value={value}
          defaultValue={
            value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined
          }
          className={styles.select}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, hasMessage && errorId, extraDescribedBy)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevron className={styles.chevron} />
      </div>
      {hasMessage && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
});
