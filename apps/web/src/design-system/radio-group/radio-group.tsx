import { type ChangeEvent, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint } from '../internal/field-parts';
import styles from './radio-group.module.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Decorative icon shown in the card variant (e.g. IconEsim). */
  icon?: ReactNode;
  /** Right-hand detail: a price, a badge. */
  aside?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  legend: ReactNode;
  /** Keeps the legend for screen readers when a page heading already says it. */
  hideLegend?: boolean;
  options: readonly RadioOption<V>[];
  /** The chosen value; undefined or '' when nothing is chosen yet. */
  value: V | '' | undefined;
  onChange: (value: V) => void;
  /** 'cards' for the big choices: SIM type, number type, delivery. */
  variant?: 'list' | 'cards';
  /** Card columns from tablet up (always one on a phone). */
  columns?: 1 | 2 | 3;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** Native radios in a fieldset, so arrow keys, form semantics and screen readers work untouched. */
export function RadioGroup<V extends string = string>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  variant = 'list',
  columns = 1,
  name,
  hint,
  error,
  disabled,
  required,
  className,
}: RadioGroupProps<V>) {
  const autoId = useId();
  const groupName = name ?? `${autoId}-radio`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  return (
    <fieldset
      className={cx(
        styles.root,
        variant === 'cards' && styles.cards,
        columns === 2 && styles.cols2,
        columns === 3 && styles.cols3,
        className,
      )}
      disabled={disabled}
      aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId)}
    >
      <legend className={hideLegend ? styles.legendHidden : styles.legend}>{legend}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionId = `${autoId}-option-${index}`;
          const labelId = `${optionId}-label`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          const asideId = option.aside ? `${optionId}-aside` : undefined;
          return (
            <label key={option.value} className={styles.option} htmlFor={optionId}>
              <input
                id={optionId}
                className={styles.input}
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                onChange={handleChange}
                disabled={option.disabled}
                required={required}
                aria-invalid={invalid || undefined}
                aria-labelledby={labelId}
                aria-describedby={describedBy(descriptionId, asideId)}
              />
              {variant === 'cards' && option.icon && <span className={styles.icon}>{option.icon}</span>}
              <span className={styles.text}>
                <span className={styles.labelRow}>
                  <span id={labelId} className={styles.label}>
                    {option.label}
                  </span>
                  {option.aside && (
                    <span id={asideId} className={styles.aside}>
                      {option.aside}
                    </span>
                  )}
                </span>
                {option.description && (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
