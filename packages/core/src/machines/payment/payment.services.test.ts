import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { cardThatPaid } from '../../stores/payment.store.ts';
import { setupStores } from '../../stores/test-stores.ts';
import type { PaymentReads } from './payment.actors.ts';
import { providePaymentMachine } from './payment.services.ts';
import type { PaymentCaptureContext, PaymentInput } from './payment.types.ts';

describe('the app-provided payment machine', () => {
  // The success page shows "Paid with" from what recordCard kept: it must say which order the
  // card paid, or a later order paid without a card shows the earlier card.
  it('records the card with the order it pays', () => {
    const { stores, store } = setupStores();
    const machine = providePaymentMachine({
      gateway: {} as never,
      queryClient: {} as never,
      stores: { store, payment: stores.payment, auth: stores.auth, flags: stores.flags },
    });
    const recordCard = machine.implementations.actions.recordCard as (
      args: { context: { orderRef: string } },
      card: { brand: string; last4: string },
    ) => void;
    recordCard({ context: { orderRef: 'SND-1' } }, { brand: 'visa', last4: '4242' });
    const card = store.get(stores.payment.state).cardDetails;
    expect(cardThatPaid(card, 'SND-1')).toMatchObject({ brand: 'visa', lastFour: '4242' });
    expect(cardThatPaid(card, 'SND-2')).toBeNull();
  });
});

describe("the card form's capture context, asked for beside the order read", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const ROUND_TRIP_MS = 600;
  const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ROUND_TRIP_MS));

  function paying(input: Partial<PaymentInput> = {}) {
    vi.useFakeTimers();
    const { stores, store } = setupStores();
    const asked: number[] = [];
    const reads: Partial<PaymentReads> = {
      loadOrder: () => later({ state: 'PAY', payment_due: { amount: 230, currency: 'MXN' } }),
      fetchCaptureContext: () => {
        asked.push(Date.now());
        const n = asked.length;
        return later<PaymentCaptureContext>({
          captureContext: `cc_${n}`,
          hostedFieldsUrl: `https://pay.example.mx/hosted-fields?captureContext=cc_${n}`,
          issuedAt: new Date().toISOString(),
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        });
      },
    };
    const machine = providePaymentMachine(
      {
        gateway: {} as never,
        queryClient: {} as never,
        stores: { store, payment: stores.payment, auth: stores.auth, flags: stores.flags },
      },
      reads,
    );
    const startedAt = Date.now();
    const actor = createActor(machine, {
      input: { orderRef: 'SND-1', targetOrigin: 'https://tienda.senda.mx', canSaveCard: true, ...input },
    }).start();
    return { actor, asked: () => asked.map((at) => at - startedAt) };
  }

  it('opens the card form one round trip after the order read, not two, with that one context', async () => {
    const { actor, asked } = paying();
    expect(asked()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(ROUND_TRIP_MS);
    expect(actor.getSnapshot().hasTag('card')).toBe(true);
    const entry = actor.getSnapshot().children.cardEntry?.getSnapshot() as AnyMachineSnapshot | undefined;
    expect(entry?.hasTag('form')).toBe(true);
    expect(entry?.context.captureContext?.captureContext).toBe('cc_1');
    expect(asked()).toEqual([0]);
  });

  it('asks for none when a saved card pays, or a request from before a reload is followed', () => {
    const saved = paying({ savedCard: { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' } });
    expect(saved.asked()).toEqual([]);
    saved.actor.stop();
    const pending = paying({ pendingRequest: { idempotencyKey: 'key-1', transactionId: null } });
    expect(pending.asked()).toEqual([]);
    pending.actor.stop();
  });
});
