import { bench, describe } from 'vitest';
import { isValidEmail } from '../src/validation/email.ts';

/**
 * Validation on hostile input: a million-character e-mail must be judged quickly (a
 * backtracking regex would take minutes). The figures are printed; `email.test.ts` checks the
 * answers on the same inputs.
 */
const DOTS_THEN_SPACE = `a@${'.'.repeat(1_000_000)} `;
const LONG_LOCAL_PART = `${'a'.repeat(1_000_000)}@b.c`;

describe('isValidEmail on a million characters', () => {
  bench('a@ then a million dots and a space (refused)', () => {
    isValidEmail(DOTS_THEN_SPACE);
  });
  bench('a million letters then @b.c (refused: over the RFC 5321 lengths)', () => {
    isValidEmail(LONG_LOCAL_PART);
  });
});
