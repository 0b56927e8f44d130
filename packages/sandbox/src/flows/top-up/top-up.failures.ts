import { TOP_UP_ERROR_IDS } from '@senda/core/flows/top-up';
import { f } from '../../domain/failure-spec.ts';

/** The recarga's refusals (sandbox choices: the spec names no such call). */
export const TOP_UP_FAILURES = {
  numberUnknown: f(
    404,
    TOP_UP_ERROR_IDS.numberUnknown,
    'TOP_UP_NUMBER_UNKNOWN',
    'This is not a Senda number.',
  ),
  lineNotActive: f(
    422,
    TOP_UP_ERROR_IDS.lineNotActive,
    'TOP_UP_LINE_NOT_ACTIVE',
    'This Senda line cannot take a top-up now.',
  ),
  triesExceeded: f(
    429,
    TOP_UP_ERROR_IDS.triesExceeded,
    'TOP_UP_TRIES_EXCEEDED',
    'Too many lookups. Try again later.',
  ),
} as const;
