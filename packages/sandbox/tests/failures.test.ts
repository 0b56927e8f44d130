import { CARD_ERROR_CODES, REFUSAL_ERROR_CODES } from '@senda/core/i18n';
import { describe, expect, it } from 'vitest';
import { FAILURES } from '../src/domain/failures.ts';

/**
 * A client tells refusals apart by their code (errorId first, then errorCode: error-messages.ts),
 * so two refusals sharing a number would show one's sentence for the other (renewal,
 * cash payment and the win-back offer once answered SIM replacement's 422601 and 422602).
 */
describe('the sandbox refusals', () => {
  const entries = Object.entries(FAILURES);

  it('each has a number no other refusal has', () => {
    const byId = new Map<number, string[]>();
    for (const [name, spec] of entries) byId.set(spec.errorId, [...(byId.get(spec.errorId) ?? []), name]);
    const shared = [...byId].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('each has a name no other refusal has', () => {
    const codes = entries.map(([, spec]) => spec.errorCode);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
  });

  it('has the numbers the app knows its refusals by', () => {
    const known = { ...CARD_ERROR_CODES, ...REFUSAL_ERROR_CODES };
    const sandbox = Object.fromEntries(
      entries
        .filter(([, spec]) => Object.hasOwn(known, spec.errorCode))
        .map(([, spec]) => [spec.errorCode, spec.errorId]),
    );
    const app = Object.fromEntries(Object.entries(known).map(([code, { errorId }]) => [code, errorId]));
    expect(sandbox).toEqual(app);
  });
});
