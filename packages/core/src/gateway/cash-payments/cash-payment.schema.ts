import * as v from 'valibot';
import { isValidClabe } from '../../validation/clabe.ts';
import { IsoTimestampSchema, MoneySchema } from '../common.schema.ts';

/** The ways to pay without a card (the spec's enabled payment methods): cash at OXXO, SPEI bank transfer. */
export const CASH_PAYMENT_METHODS = ['OXXO', 'SPEI'] as const;
export const CashPaymentMethodSchema = v.picklist(CASH_PAYMENT_METHODS);
export type CashPaymentMethod = (typeof CASH_PAYMENT_METHODS)[number];

/**
 * PENDING until the money arrives; PAID once it was applied to the order (once); EXPIRED when the
 * voucher or transfer reference ran out unpaid; CLOSED when its order was paid another way (or
 * cancelled) first. Money paid on an expired or closed reference is returned, never applied.
 */
export const CASH_PAYMENT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CLOSED'] as const;
export const CashPaymentStatusSchema = v.picklist(CASH_PAYMENT_STATUSES);
export type CashPaymentStatus = (typeof CASH_PAYMENT_STATUSES)[number];

const ReferenceSchema = v.pipe(v.string(), v.regex(/^\d{7,30}$/, 'numeric reference'));

const CashPaymentBase = {
  orderRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  reference: ReferenceSchema,
  amount: MoneySchema,
  status: CashPaymentStatusSchema,
  expiresAt: IsoTimestampSchema,
  createdAt: IsoTimestampSchema,
};

/**
 * A payment reference for one order: an OXXO voucher (the cashier scans its barcode, which carries
 * the reference) or a SPEI transfer (to the CLABE, with the reference as the concept). The CLABE's
 * check digit is checked: a customer never sends money to a mistyped account.
 */
export const CashPaymentSchema = v.variant('method', [
  v.object({ method: v.literal('OXXO'), ...CashPaymentBase }),
  v.object({
    method: v.literal('SPEI'),
    ...CashPaymentBase,
    clabe: v.pipe(v.string(), v.check(isValidClabe, 'CLABE')),
    bank: v.pipe(v.string(), v.minLength(1)),
    beneficiary: v.pipe(v.string(), v.minLength(1)),
  }),
]);
export type CashPayment = v.InferOutput<typeof CashPaymentSchema>;
