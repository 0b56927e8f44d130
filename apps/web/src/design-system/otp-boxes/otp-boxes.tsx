import { OTP_LENGTH } from '@senda/core/config';
import { applyOtpInput, applyOtpKey, otpInputDropsCharacters } from '@senda/core/validation';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { cx } from '../internal/cx';
import { describedBy, FieldError, FieldHint } from '../internal/field-parts';
import styles from './otp-boxes.module.css';

/**
 * The spec's box rules. They live in core validation (applyOtpInput, applyOtpKey), which is the
 * default; the prop exists so a story or test can swap them. The component only renders and
 * moves focus where the rules say.
 */
export interface OtpRules {
  /** Text entered into box `index` (one typed character, or a pasted/autofilled code). */
  applyInput: (boxes: readonly string[], index: number, input: string) => { boxes: string[]; focus: number };
  /** A keydown on box `index`; preventDefault says the browser must not act on the key too. */
  applyKey: (
    boxes: readonly string[],
    index: number,
    key: string,
  ) => { boxes: string[]; focus: number; preventDefault: boolean };
}

/** What a form may ask of the boxes: focus back in them (after an alert about the code). */
export interface OtpBoxesHandle {
  /** Focuses the first empty box, or the last one when all are filled. */
  focus: () => void;
}

export interface OtpBoxesProps {
  /** Names the group ("Código de verificación"). */
  label: ReactNode;
  /** Name of each box for screen readers, e.g. (1, 6) → "Dígito 1 de 6". */
  boxLabel: (position: number, total: number) => string;
  /**
   * One entry per box, '' when empty. Boxes rather than a string because a code can have a hole
   * (the user cleared box 3 of 6) and a string would close it up.
   */
  value: readonly string[];
  /**
   * The new boxes; `dropped` says the text entered (a paste, an autofill, a soft keyboard's letter)
   * held characters that were not digits and were left out.
   */
  onChange: (boxes: string[], change: { dropped: boolean }) => void;
  /** Defaults to the core rules. */
  rules?: OtpRules;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<OtpBoxesHandle>;
}

const coreRules: OtpRules = { applyInput: applyOtpInput, applyKey: applyOtpKey };

const sameBoxes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((box, i) => box === b[i]);

/**
 * A typed character lands beside the digit already in the box when the caret was not over it;
 * keep only the new character so typing over a box replaces it.
 */
const typedText = (previous: string, raw: string): string => {
  if (previous.length === 1 && raw.length === 2) {
    if (raw.startsWith(previous)) return raw.slice(1);
    if (raw.endsWith(previous)) return raw.slice(0, 1);
  }
  return raw;
};

export function OtpBoxes({
  label,
  boxLabel,
  value,
  onChange,
  rules = coreRules,
  hint,
  error,
  disabled,
  autoFocus,
  className,
  ref,
}: OtpBoxesProps) {
  const autoId = useId();
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const boxes = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        const empty = inputs.current.findIndex((input) => input !== null && input.value === '');
        inputs.current[empty >= 0 ? empty : OTP_LENGTH - 1]?.focus();
      },
    }),
    [],
  );

  const apply = (update: { boxes: string[]; focus: number }, from: number, entered = '') => {
    const dropped = otpInputDropsCharacters(entered);
    if (!sameBoxes(update.boxes, boxes) || dropped) onChange(update.boxes, { dropped });
    if (update.focus !== from) {
      const target = inputs.current[update.focus];
      target?.focus();
      target?.select();
    }
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    // Leave shortcuts (paste, select all) and IME composition to the browser.
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    // A digit typed over the same digit changes nothing, so React fires no change event and
    // focus would stay put: digits from a hardware keyboard are applied here instead. Soft
    // keyboards that report no key (Android's "Unidentified") still go through onChange.
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      apply(rules.applyInput(boxes, index, event.key), index, event.key);
      return;
    }
    const update = rules.applyKey(boxes, index, event.key);
    if (update.preventDefault) event.preventDefault();
    apply(update, index);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const entered = typedText(boxes[index] ?? '', event.target.value);
    apply(rules.applyInput(boxes, index, entered), index, entered);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    apply(rules.applyInput(boxes, index, pasted), index, pasted);
  };

  return (
    <fieldset
      className={cx(styles.root, className)}
      aria-describedby={describedBy(hint ? hintId : undefined, invalid && errorId)}
      disabled={disabled}
    >
      <legend className={styles.label}>{label}</legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.boxes} style={{ '--otp-count': OTP_LENGTH } as CSSProperties}>
        {boxes.map((box, index) => (
          <input
            // The boxes are positions; they never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={cx(styles.box, box !== '' && styles.filled)}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Android and iOS offer the SMS code on the first box; the paste path spreads it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the code screen has one job; the app opts in.
            autoFocus={autoFocus && index === 0}
            aria-label={boxLabel(index + 1, OTP_LENGTH)}
            aria-invalid={invalid || undefined}
            value={box}
            disabled={disabled}
            onKeyDown={handleKeyDown(index)}
            onChange={handleChange(index)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
