/** Promo codes the sandbox knows. Codes are matched upper-cased, as the app sends them. */
export interface PromoCode {
  readonly code: string;
  readonly description: string;
  /** Percent off the plan price, or a fixed MXN amount off the order. */
  readonly discount: { readonly percentOffPlan: number } | { readonly amountOff: number };
  readonly validUntil: number;
}

export const PROMO_CODES: readonly PromoCode[] = [
  {
    code: 'BIENVENIDA10',
    description: '10 % de descuento en tu primer plan',
    discount: { percentOffPlan: 10 },
    validUntil: Date.UTC(2099, 11, 31),
  },
  {
    code: 'SENDA50',
    description: '$50 de descuento en tu pedido',
    discount: { amountOff: 50 },
    validUntil: Date.UTC(2099, 11, 31),
  },
  {
    code: 'BUENFIN2023',
    description: 'Buen Fin 2023',
    discount: { percentOffPlan: 30 },
    validUntil: Date.UTC(2023, 10, 21),
  },
];

/** How many promo codes one order may carry (served by promotion-config). */
export const MAX_PROMO_CODES = 2;

export type PromoRefusalReason =
  | 'INVALID_CODE'
  | 'EXPIRED'
  | 'NOT_APPLICABLE_TRIAL'
  | 'LIMIT_REACHED'
  | 'DUPLICATE';
