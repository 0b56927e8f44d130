import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStoreId, STORE_ID_INVALID_MESSAGE_ID, StoreIdSchema } from './retail-store-id.ts';

describe('retail store id', () => {
  it.each(['MX01', 'mx0042', ' CDMX000001 ', 'ABCD'])('accepts %j', (input) => {
    expect(parseStoreId(input)).toBe(input.trim().toUpperCase());
  });

  it.each(['', 'MX0', 'MX00000000001', 'MX-0042', 'MX 42', 'TIENDAÑ1', 42, null])('refuses %j', (input) => {
    expect(parseStoreId(input)).toBeNull();
  });

  it('names the message id in the issue', () => {
    const result = v.safeParse(StoreIdSchema, 'X1');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(STORE_ID_INVALID_MESSAGE_ID);
  });
});
