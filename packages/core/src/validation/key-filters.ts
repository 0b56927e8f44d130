/*
 * The spec's numeric key filters, as `(KeyboardEvent.key) => allowed`. The caller prevents the default
 * action when a key is not allowed.
 */

const DIGIT_KEY = /^[0-9]$/;
const DIGIT_FIELD_CONTROL_KEYS: ReadonlySet<string> = new Set(['ArrowLeft', 'ArrowRight', 'Backspace']);

/**
 * Only digits, ArrowLeft, ArrowRight and Backspace, exactly as the spec lists them. Tab, Enter,
 * Delete and shortcuts (Ctrl/Cmd+V) are not in that list: a caller that must let keyboard users
 * leave the field or paste has to skip the filter for them (e.g. when a modifier is held or key is Tab).
 */
export const isDigitFieldKeyAllowed = (key: string): boolean =>
  typeof key === 'string' && (DIGIT_KEY.test(key) || DIGIT_FIELD_CONTROL_KEYS.has(key));

/** Keys an `<input type="number">` accepts but a phone-like number must not contain. */
const NUMBER_INPUT_BLOCKED_KEYS: ReadonlySet<string> = new Set(['e', 'E', '+', '-', '.']);

/** Everything except e, E, +, - and . (which type="number" would otherwise take). */
export const isNumberInputKeyAllowed = (key: string): boolean =>
  typeof key === 'string' && !NUMBER_INPUT_BLOCKED_KEYS.has(key);
