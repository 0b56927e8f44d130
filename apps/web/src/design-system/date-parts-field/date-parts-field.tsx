import { memo, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint, fieldStyles } from '../internal/field-parts';
import { SelectField, type SelectOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import styles from './date-parts-field.module.css';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export interface DatePartsFieldProps {
  /** The day input's id is `${id}-day` (focus it to point at the date). */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** One message for the whole date; every part is marked invalid with it. */
  error?: ReactNode;
  value: DateParts;
  onChange: (value: DateParts) => void;
  labels: { day: string; month: string; year: string };
  /** The twelve months, named in the page's language; values are 1–12. */
  monthOptions: readonly SelectOption[];
  monthPlaceholder: string;
  /** `bday` for a date of birth: the browser fills the three parts. */
  autoCompletePrefix?: string;
  className?: string;
}

/**
 * A date as three parts in the day / month / year order a Mexican ID prints it: the day and year
 * typed, the month chosen by name. Unlike a native date input, its order and month names do not
 * follow the browser's language but the page's.
 * Memoised: typing in one field of a form does not re-render the others (the step forms'
 * useFieldChange gives each field a handler that stays the same).
 */
export const DatePartsField = memo(function DatePartsField({
  id,
  legend,
  hint,
  error,
  value,
  onChange,
  labels,
  monthOptions,
  monthPlaceholder,
  autoCompletePrefix,
  className,
}: DatePartsFieldProps) {
  const autoId = useId();
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const described = describedBy(hint ? hintId : undefined, invalid && errorId);
  const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);
  const autoComplete = (part: string) => (autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off');
  return (
    <fieldset className={cx(styles.fieldset, fieldStyles.field, className)} aria-describedby={described}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.parts}>
        <TextField
          id={`${id}-day`}
          label={labels.day}
          inputMode="numeric"
          autoComplete={autoComplete('day')}
          maxLength={2}
          value={value.day}
          onChange={(event) => onChange({ ...value, day: digits(event.target.value, 2) })}
          invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.day}
        />
        <SelectField
          id={`${id}-month`}
          label={labels.month}
          placeholder={monthPlaceholder}
          autoComplete={autoComplete('month')}
          options={monthOptions}
          value={value.month}
          onChange={(event) => onChange({ ...value, month: event.target.value })}
          invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.month}
        />
        <TextField
          id={`${id}-year`}
          label={labels.year}
          inputMode="numeric"
          autoComplete={autoComplete('year')}
          maxLength={4}
          value={value.year}
          onChange={(event) => onChange({ ...value, year: digits(event.target.value, 4) })}
          invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.year}
        />
      </div>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
});
