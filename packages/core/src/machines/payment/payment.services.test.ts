import { describe, expect, it } from 'vitest';
import { cardThatPaid } from '../../stores/payment.store.ts';
import { setupStores } from '../../stores/test-stores.ts';
import { providePaymentMachine } from './payment.services.ts';

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
