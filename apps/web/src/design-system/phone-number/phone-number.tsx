import { formatNationalNumber } from '@senda/core/i18n';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './phone-number.module.css';

export interface PhoneNumberProps {
  /** The number as stored (5512345678, +525512345678) or already grouped (55 1234 5678). */
  number: string;
  className?: string;
}

/**
 * A Mexican phone number as Mexicans write it (55 1234 5678, 222 295 6076), on one line
 * wherever it falls: on its own or as a value inside a sentence. The spaces stay ordinary
 * spaces (no U+00A0), so a copied number, a text search and a screen reader see what the
 * customer sees; only the line may not break inside it.
 */
export function PhoneNumber({ number, className }: PhoneNumberProps) {
  return <span className={cx(styles.root, className)}>{formatNationalNumber(number)}</span>;
}

/** A number as a sentence's value (`{number}` in a message): the number, or nothing when unknown. */
export function phoneNumberValue(number: string | null | undefined): ReactNode {
  return number ? <PhoneNumber number={number} /> : '';
}

/** A sentence's phone-number values (`phones` beside a message's `values`), each kept on one line. */
export function phoneNumberValues(phones: Record<string, string> | undefined): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(phones ?? {}).map(([key, number]) => [key, <PhoneNumber key={key} number={number} />]),
  );
}
