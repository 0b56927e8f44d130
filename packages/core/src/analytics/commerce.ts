import type { Order } from '../gateway/orders/order.schema.ts';
import type { OrderPreview } from '../gateway/orders/order-preview.ts';
import type { Product } from '../stores/store-schemas.ts';
import type { AnalyticsBasket, AnalyticsItem, AnalyticsPaidOrder } from './analytics-events.ts';

/*
 * The basket and the paid order as analytics report them, read from what the storefront already
 * holds: the priced basket (order preview), the chosen products before it is priced, the order
 * the gateway answered. Nothing here asks the gateway.
 */

type PricedItem = OrderPreview['items'][number];

const pricedItem = (item: PricedItem): AnalyticsItem => ({
  sku: item.sku,
  name: item.name,
  // The cost is the line's (quantity × unit price): GA4's price is one unit's.
  price: item.cost.amount / item.quantity,
  quantity: item.quantity,
});

/** A priced basket's lines and total. */
export const basketOfPreview = (preview: Pick<OrderPreview, 'items' | 'total'>): AnalyticsBasket => ({
  items: preview.items.map(pricedItem),
  value: preview.total.amount,
});

/** A paid order's lines and total; its reference is the transaction id. */
export const paidOrderOf = (order: Pick<Order, 'order_ref' | 'items' | 'total'>): AnalyticsPaidOrder => ({
  transactionId: order.order_ref,
  ...basketOfPreview(order),
});

/** A catalogue product's name and price where it carries them (the store keeps products as read). */
function productItem(product: Product): AnalyticsItem {
  const name = typeof product.name === 'string' && product.name !== '' ? product.name : product.sku;
  const price = numericPrice(product.price) ?? numericPrice(product.amount) ?? 0;
  return { sku: product.sku, name, price, quantity: 1 };
}

function numericPrice(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object' && 'amount' in value) return numericPrice(value.amount);
  return null;
}

/**
 * The basket at a purchase step: the priced one once the summary priced it, else the chosen plan
 * and extras as the catalogue priced them. Null when nothing is chosen yet.
 */
export function purchaseBasket(onboarding: {
  orderPreviewResult: Pick<OrderPreview, 'items' | 'total'> | null;
  selectedPrimaryProducts: readonly Product[];
  selectedSecondaryProducts: readonly Product[];
}): AnalyticsBasket | null {
  if (onboarding.orderPreviewResult && onboarding.orderPreviewResult.items.length > 0) {
    return basketOfPreview(onboarding.orderPreviewResult);
  }
  const items = [...onboarding.selectedPrimaryProducts, ...onboarding.selectedSecondaryProducts].map(
    productItem,
  );
  if (items.length === 0) return null;
  return { items, value: items.reduce((sum, item) => sum + item.price * item.quantity, 0) };
}

/** What a page reads in the language it speaks now, to name the basket's lines in it. */
export interface BasketNames {
  /** The catalogue (plans and extras), read in the page's language. */
  catalogue?: readonly { sku: string; name: string }[] | undefined;
  /** The order placed for the priced basket, read in the page's language: its fees and number named too. */
  placedOrder?: Pick<Order, 'items' | 'total'> | undefined;
}

/**
 * The basket at a purchase step as a page shows it, named in the language the page speaks now.
 * The store keeps the chosen products and the priced basket as they were read, in the language of
 * that moment (a language switch since would leave them in the other one): only their skus,
 * quantities and prices are taken from them. Once priced, the lines are the placed order's, as the
 * gateway names them in the page's language; every plan or extra is named as the catalogue read in
 * the page's language names its sku. A line none of these reads names yet (they are read again
 * after a switch) keeps the name it was kept with until they answer.
 */
export function shownPurchaseBasket(
  onboarding: Parameters<typeof purchaseBasket>[0],
  names: BasketNames,
): AnalyticsBasket | null {
  const priced = (onboarding.orderPreviewResult?.items.length ?? 0) > 0;
  const basket =
    priced && names.placedOrder && names.placedOrder.items.length > 0
      ? basketOfPreview(names.placedOrder)
      : purchaseBasket(onboarding);
  if (!basket) return null;
  const nameOf = catalogueNames(names.catalogue);
  return { ...basket, items: basket.items.map((item) => ({ ...item, name: nameOf(item.sku, item.name) })) };
}

/**
 * A product's name as the catalogue read in the page's language gives it, else the name it was
 * kept with (the catalogue not answered yet after a switch).
 */
export function catalogueNames(
  catalogue: BasketNames['catalogue'],
): (sku: string, kept: string | undefined) => string {
  const names = new Map(catalogue?.map((product) => [product.sku, product.name]));
  return (sku, kept) => names.get(sku) ?? kept ?? sku;
}

/**
 * The placed order whose lines the basket shows: the order the payment is for, once the summary
 * has priced the basket (before that, the chosen products are the basket).
 */
export function shownOrderRef(
  onboarding: Pick<Parameters<typeof purchaseBasket>[0], 'orderPreviewResult'>,
  paymentTarget: { kind: string; orderRef?: string } | null,
): string | null {
  return paymentTarget?.kind === 'order' && onboarding.orderPreviewResult && paymentTarget.orderRef
    ? paymentTarget.orderRef
    : null;
}
