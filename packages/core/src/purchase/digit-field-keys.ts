import { isDigitFieldKeyAllowed } from '../validation/key-filters.ts';

export interface DigitFieldKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

/**
 * Keys that are not typing: moving between fields, submitting the form, deleting forward and
 * jumping to the ends. The spec's digit filter lists only digits, arrows and Backspace; blocking these
 * would trap keyboard users in the field (WCAG 2.1.2), so they pass.
 */
const NAVIGATION_KEYS: ReadonlySet<string> = new Set(['Tab', 'Enter', 'Delete', 'Home', 'End', 'Escape']);

/**
 * Whether a keydown may reach a digits-only field (number search, transfer number, NIP, postal
 * code, phone). Shortcuts (Ctrl/Cmd+V, Ctrl+A) and non-typing keys pass; everything else follows
 * the spec's filter. Pasted text is cleaned by the field's change handler, not here.
 */
export function isDigitFieldKeydownAllowed(event: DigitFieldKey): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  // Shift, CapsLock, F-keys and the like type nothing; the arrows and Backspace are the spec's to decide.
  if (event.key.length > 1 && !event.key.startsWith('Arrow') && event.key !== 'Backspace') return true;
  return isDigitFieldKeyAllowed(event.key);
}
