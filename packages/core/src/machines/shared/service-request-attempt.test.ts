import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { resetLocalSession } from '../../session/logout.ts';
import { createMemoryStorage } from '../../stores/persisted-atom.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { NothingKept, serviceRequestAttemptKey, serviceRequestAttempts } from './service-request-attempt.ts';

const LINE_A = { customer: 'CUST-1', subject: 'ACC-A' };
const LINE_B = { customer: 'CUST-1', subject: 'ACC-B' };

const renewals = serviceRequestAttempts('renewNow', NothingKept);
const switches = serviceRequestAttempts('planSwitch', v.object({ sku: v.string() }));

describe('service request attempts, kept per flow, customer and line', () => {
  it('two lines keep two keys: a request on line B leaves line A’s key as it was', () => {
    const storage = createMemoryStorage();
    const keyA = renewals.idempotencyKey(storage, LINE_A, null);
    const keyB = renewals.idempotencyKey(storage, LINE_B, null);
    expect(keyB).not.toBe(keyA);
    expect(renewals.idempotencyKey(storage, LINE_A, null)).toBe(keyA);
    expect(renewals.idempotencyKey(storage, LINE_B, null)).toBe(keyB);
  });

  it('forgetting one line’s attempt keeps the other’s', () => {
    const storage = createMemoryStorage();
    const keyA = renewals.idempotencyKey(storage, LINE_A, null);
    const keyB = renewals.idempotencyKey(storage, LINE_B, null);
    renewals.forget(storage, LINE_A);
    expect(renewals.read(storage, LINE_A)).toBeNull();
    expect(renewals.read(storage, LINE_B)).toEqual({ idempotencyKey: keyB, kept: null });
    expect(renewals.idempotencyKey(storage, LINE_A, null)).not.toBe(keyA);
  });

  it('another customer, or another flow, on the same line has its own attempt', () => {
    const storage = createMemoryStorage();
    const mine = renewals.idempotencyKey(storage, LINE_A, null);
    const theirs = renewals.idempotencyKey(storage, { customer: 'CUST-2', subject: 'ACC-A' }, null);
    const otherFlow = switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-1' });
    expect(new Set([mine, theirs, otherFlow]).size).toBe(3);
    expect(renewals.read(storage, LINE_A)?.idempotencyKey).toBe(mine);
  });

  it('the same request keeps its key; another one (what the flow keeps differs) gets a new key', () => {
    const storage = createMemoryStorage();
    const first = switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-1' });
    expect(switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-1' })).toBe(first);
    const other = switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-2' });
    expect(other).not.toBe(first);
    expect(switches.read(storage, LINE_A)).toEqual({ idempotencyKey: other, kept: { sku: 'PLAN-2' } });
    // A flow that counts any retry on the line as the same attempt keeps the key, with the new facts.
    expect(switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-3' }, () => true)).toBe(other);
    expect(switches.read(storage, LINE_A)?.kept).toEqual({ sku: 'PLAN-3' });
  });

  it.each([
    ['not JSON', '{"flowId":'],
    ['another shape', '{"idempotencyKey":42}'],
    [
      'what the flow keeps, malformed',
      JSON.stringify({ ...LINE_A, flowId: 'planSwitch', idempotencyKey: 'k-1', kept: { sku: 7 } }),
    ],
    [
      'another owner’s record',
      JSON.stringify({ ...LINE_B, flowId: 'planSwitch', idempotencyKey: 'k-1', kept: { sku: 'PLAN-1' } }),
    ],
  ])('junk in storage (%s) is no attempt: the next send is a new one, and nothing throws', (_case, junk) => {
    const storage = createMemoryStorage();
    storage.setItem(serviceRequestAttemptKey('planSwitch', LINE_A), junk);
    expect(switches.read(storage, LINE_A)).toBeNull();
    const key = switches.idempotencyKey(storage, LINE_A, { sku: 'PLAN-1' });
    expect(key).not.toBe('k-1');
    expect(switches.read(storage, LINE_A)).toEqual({ idempotencyKey: key, kept: { sku: 'PLAN-1' } });
  });

  it('a record of the one-key-per-flow layout is not read: the next send is a new attempt', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'senda.serviceRequest.renewNow.attempt',
      JSON.stringify({ simNumber: 'ACC-A', idempotencyKey: 'k-old' }),
    );
    expect(renewals.read(storage, LINE_A)).toBeNull();
    expect(renewals.idempotencyKey(storage, LINE_A, null)).not.toBe('k-old');
  });

  it('a sign-out clears every line’s attempt with the service requests’ saves', () => {
    const { stores, storage } = setupStores();
    renewals.idempotencyKey(storage, LINE_A, null);
    switches.idempotencyKey(storage, LINE_B, { sku: 'PLAN-1' });
    resetLocalSession(stores);
    expect(renewals.read(storage, LINE_A)).toBeNull();
    expect(switches.read(storage, LINE_B)).toBeNull();
    expect(storage.keys().filter((key) => key.includes('attempt'))).toEqual([]);
  });
});
