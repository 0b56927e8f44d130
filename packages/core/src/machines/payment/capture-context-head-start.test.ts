import { describe, expect, it, vi } from 'vitest';
import { captureContextHeadStart } from './capture-context-head-start.ts';
import type { PaymentCaptureContext } from './payment.types.ts';

const context = (n: number): PaymentCaptureContext => ({
  captureContext: `cc_${n}`,
  hostedFieldsUrl: `https://pay.example.mx/hosted-fields?captureContext=cc_${n}`,
  issuedAt: '2026-01-15T10:00:00.000Z',
  expiresAt: '2026-01-15T10:15:00.000Z',
});
const SHOP = { targetOrigin: 'https://tienda.senda.mx' };

describe('the capture context head start', () => {
  it('hands the context asked for early to the next card entry, once; later entries ask afresh', async () => {
    let n = 0;
    const fetch = vi.fn(async () => context(++n));
    const early = captureContextHeadStart(fetch);
    early.start(SHOP);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await early.take(SHOP)).captureContext).toBe('cc_1');
    expect((await early.take(SHOP)).captureContext).toBe('cc_2');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('without a head start, or for another origin, a card entry asks for its own', async () => {
    let n = 0;
    const early = captureContextHeadStart(async () => context(++n));
    expect((await early.take(SHOP)).captureContext).toBe('cc_1');
    early.start(SHOP);
    expect((await early.take({ targetOrigin: 'https://app.senda.mx' })).captureContext).toBe('cc_3');
  });

  it("an early ask that failed is the card entry's failure, and the next entry asks again", async () => {
    let calls = 0;
    const early = captureContextHeadStart(async () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return context(calls);
    });
    early.start(SHOP);
    await expect(early.take(SHOP)).rejects.toThrow('503');
    expect((await early.take(SHOP)).captureContext).toBe('cc_2');
  });
});
