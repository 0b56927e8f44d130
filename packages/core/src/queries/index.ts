/** The one cache of gateway answers: its client, its query definitions, its customer scope. */
export * from './account-banners.read.ts';
export * from './cash-payment-queries.ts';
export * from './customer-cache.ts';
export * from './first-load-queries.ts';
export * from './language-cache.ts';
export * from './order-queries.ts';
export * from './purchase-queries.ts';
export * from './query-client.ts';
export * from './query-definition.ts';
export * from './reference-queries.ts';
