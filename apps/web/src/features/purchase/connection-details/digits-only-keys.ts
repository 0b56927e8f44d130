import { isDigitFieldKeydownAllowed } from '@senda/core/purchase';
import type { KeyboardEvent } from 'react';

/** the spec's digit filter on a field; shortcuts, Tab and Enter still work (core decides). */
export const digitsOnlyKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
};
