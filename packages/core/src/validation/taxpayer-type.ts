/**
 * Who an RFC belongs to: a persona física (13 characters) or a persona moral (12). Its own module:
 * the gateway's schemas read it, and they are in the first load, which needs none of rfc.ts.
 */
export const TAXPAYER_TYPES = ['fisica', 'moral'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];
