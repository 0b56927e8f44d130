import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PostalAddressSchema } from './postal-address.schema.ts';

/**
 * What a postal code fills in (Address lookup fields): the address's fields down to the area.
 * A Mexican código postal covers several colonias: `areas` lists them all and `area` is the
 * first, for forms with a single field.
 */
export const AddressLookupSchema = v.object({
  ...v.pick(PostalAddressSchema, ['postalCode', 'country', 'state', 'province', 'district', 'city', 'area'])
    .entries,
  areas: v.optional(v.array(v.string()), []),
});
export type AddressLookup = v.InferOutput<typeof AddressLookupSchema>;

/** GET address by postal code in a country (ISO alpha-2, e.g. MX). */
export const addressLookupEndpoint = defineEndpoint({
  name: 'addressLookup',
  method: 'GET',
  path: 'logistics-service/v1/addresses/{country}',
  credentials: false,
  response: resultEnvelope(AddressLookupSchema),
});

export async function addressLookup(
  client: GatewayClient,
  input: { country: string; postalCode: string },
): Promise<AddressLookup> {
  const answer = await client.call(addressLookupEndpoint, {
    params: { country: input.country },
    searchParams: { postalCode: input.postalCode },
  });
  return answer.result;
}
