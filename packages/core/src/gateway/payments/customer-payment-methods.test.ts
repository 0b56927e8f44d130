import { describe, expect, it } from 'vitest';
import {
  expectSchemaError,
  onlyCall,
  setupGatewayTest,
  TEST_TOKEN,
} from '../test-support/gateway-test-kit.ts';
import { customerPaymentMethods } from './customer-payment-methods.ts';
import { deleteCustomerPaymentMethod } from './delete-customer-payment-method.ts';
import { addCustomerPaymentMethod, setDefaultCustomerPaymentMethod } from './save-customer-payment-method.ts';

const { client, answer } = setupGatewayTest();

const PATH = 'payment-service/v1/customers/:customerId/payment-methods';
const VISA = {
  paymentMethodId: 'pm_1',
  type: 'CARD',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: true,
};
const MASTERCARD = { ...VISA, paymentMethodId: 'pm_2', brand: 'mastercard', last4: '4444', isDefault: false };

describe('customerPaymentMethods', () => {
  it("GETs the customer's saved cards by customer id, with credentials", async () => {
    const calls = answer('GET', PATH, { result: { paymentMethods: [VISA, MASTERCARD] } });
    await expect(customerPaymentMethods(client, { customerId: 'usr 7/x' })).resolves.toEqual([
      VISA,
      MASTERCARD,
    ]);
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    // The id is encoded: it cannot change the path.
    expect(call.url.pathname).toBe('/gateway/payment-service/v1/customers/usr%207%2Fx/payment-methods');
  });

  it('rejects a saved card that carries anything beyond what can be shown', async () => {
    answer('GET', PATH, { result: { paymentMethods: [{ ...VISA, cardNumber: '4111111111111111' }] } });
    await expectSchemaError(customerPaymentMethods(client, { customerId: 'usr_7' }));
  });

  it('rejects a last four that is not four digits', async () => {
    answer('GET', PATH, { result: { paymentMethods: [{ ...VISA, last4: '11' }] } });
    await expectSchemaError(customerPaymentMethods(client, { customerId: 'usr_7' }));
  });
});

describe('addCustomerPaymentMethod', () => {
  it('POSTs the transient token and the default choice, and answers the new list', async () => {
    const calls = answer('POST', PATH, { result: { paymentMethods: [VISA] } });
    await expect(
      addCustomerPaymentMethod(client, { customerId: 'usr_7', transientToken: 'tok_abc', makeDefault: true }),
    ).resolves.toEqual([VISA]);
    const call = onlyCall(calls);
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.json).toEqual({ transientToken: 'tok_abc', makeDefault: true });
  });

  it('refuses a card number passed as the token, before anything is sent', async () => {
    const calls = answer('POST', PATH, { result: { paymentMethods: [] } });
    await expect(
      addCustomerPaymentMethod(client, { customerId: 'usr_7', transientToken: '4111 1111 1111 1111' }),
    ).rejects.toThrow(/transient token/);
    expect(calls).toHaveLength(0);
  });
});

describe('setDefaultCustomerPaymentMethod', () => {
  it('POSTs the saved card to make default', async () => {
    const calls = answer('POST', PATH, {
      result: {
        paymentMethods: [
          { ...VISA, isDefault: false },
          { ...MASTERCARD, isDefault: true },
        ],
      },
    });
    const cards = await setDefaultCustomerPaymentMethod(client, {
      customerId: 'usr_7',
      paymentMethodId: 'pm_2',
    });
    expect(cards.find((card) => card.isDefault)?.paymentMethodId).toBe('pm_2');
    expect(onlyCall(calls).json).toEqual({ paymentMethodId: 'pm_2', makeDefault: true });
  });
});

describe('deleteCustomerPaymentMethod', () => {
  it('DELETEs one saved card by id and answers what is left', async () => {
    const calls = answer('DELETE', `${PATH}/:paymentMethodId`, {
      result: { paymentMethods: [{ ...MASTERCARD, isDefault: true }] },
    });
    await expect(
      deleteCustomerPaymentMethod(client, { customerId: 'usr_7', paymentMethodId: 'pm_1' }),
    ).resolves.toEqual([{ ...MASTERCARD, isDefault: true }]);
    const call = onlyCall(calls);
    expect(call.method).toBe('DELETE');
    expect(call.auth).toBe(TEST_TOKEN);
    expect(call.url.pathname).toBe('/gateway/payment-service/v1/customers/usr_7/payment-methods/pm_1');
  });
});
