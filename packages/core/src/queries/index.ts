/** The one cache of gateway answers: its client, its query definitions, its customer scope. */
export * from './customer-cache.ts';
export * from './first-load-queries.ts';
export * from './gateway-queries.ts';
export * from './language-cache.ts';
export * from './query-client.ts';
export * from './query-definition.ts';
