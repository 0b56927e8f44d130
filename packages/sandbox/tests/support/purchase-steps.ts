import { API_POLLING_ATTEMPTS } from '@senda/core/config';
import {
  captureContext,
  type GatewayClient,
  newIdempotencyKey,
  paymentRequest,
  type Transaction,
  transactionStatus,
} from '@senda/core/gateway';
import { ORIGIN, PROVIDER_URL } from './sandbox-test-kit.ts';

export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
  contextExpired: '4000 0000 0000 0069',
} as const;

export const CUSTOMER = {
  firstName: 'Ana',
  middleName: 'María',
  lastName: 'López',
  dob: '1990-05-17',
  contactNumber: '5512345678',
  email: 'ana.lopez@example.mx',
  /** Her CURP, born on her dob (the order's schema checks both). */
  curp: 'LOXA900517MDFPXN07',
};

export const BILLING_ADDRESS = {
  postalCode: '06700',
  country: 'MX',
  state: 'Ciudad de México',
  city: 'Cuauhtémoc',
  area: 'Roma Norte',
  street: 'Av. Álvaro Obregón',
  addressLine1: 'Av. Álvaro Obregón 130',
};

/**
 * What the hosted-fields frame does on the provider's origin: card number and code go to the
 * tokenisation endpoint, a token comes back. The storefront never holds the number.
 */
export async function tokenise(
  context: string,
  cardNumber: string,
  securityCode = '123',
  expiry = { month: '12', year: '2030' },
) {
  const response = await fetch(`${PROVIDER_URL}/v1/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      captureContext: context,
      cardNumber,
      securityCode,
      expirationMonth: expiry.month,
      expirationYear: expiry.year,
    }),
  });
  const body = (await response.json()) as
    | { token: string; brand: string; last4: string }
    | { error: { reason: string; message: string } };
  return { status: response.status, body };
}

/** Capture context, tokenisation at the provider, payment_request: the card part of checkout. */
export async function payWithCard(
  client: GatewayClient,
  orderRef: string,
  card: string,
  options: { saveCard?: boolean } = {},
): Promise<Transaction> {
  const context = await captureContext(client, { targetOrigin: ORIGIN });
  const tokenised = await tokenise(context.captureContext, card);
  if (!('token' in tokenised.body)) throw new Error(`tokenisation refused: ${tokenised.body.error.reason}`);
  return paymentRequest(client, {
    orderRef,
    paymentMethod: 'CARD',
    idempotencyKey: newIdempotencyKey(),
    transientToken: tokenised.body.token,
    card: { brand: tokenised.body.brand, last4: tokenised.body.last4 },
    ...(options.saveCard !== undefined ? { saveCard: options.saveCard } : {}),
  });
}

/** Polls as the app does (the spec: up to 30 attempts) until the transaction leaves PENDING. */
export async function pollTransaction(client: GatewayClient, transactionId: string) {
  const seen: string[] = [];
  for (let attempt = 0; attempt < API_POLLING_ATTEMPTS; attempt++) {
    const status = await transactionStatus(client, { transactionId });
    seen.push(status.status);
    if (status.status !== 'PENDING') return { final: status, seen };
  }
  throw new Error(`transaction ${transactionId} still pending after ${API_POLLING_ATTEMPTS} polls`);
}
