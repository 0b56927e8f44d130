import * as v from 'valibot';
import { NUMBER_LIST_DEFAULT_COUNT } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { type NumberCategory, NumberCategorySchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from './phone-number.schema.ts';

export const AvailableNumberSchema = v.object({
  number: PhoneNumberSchema,
  category: NumberCategorySchema,
});
export type AvailableNumber = v.InferOutput<typeof AvailableNumberSchema>;

/** GET free numbers of a category, optionally containing the digits searched for. */
export const searchNumbersEndpoint = defineEndpoint({
  name: 'searchNumbers',
  method: 'GET',
  path: 'number-service/v1/numbers',
  credentials: false,
  response: resultEnvelope(v.array(AvailableNumberSchema)),
});

export interface SearchNumbersInput {
  category: NumberCategory;
  /** 4 to 10 digits the number should contain (§5); omitted for a random set. */
  search?: string;
  /** Defaults to the list's size (§9), so "show other numbers" fetches one screenful. */
  limit?: number;
}

export async function searchNumbers(
  client: GatewayClient,
  input: SearchNumbersInput,
): Promise<AvailableNumber[]> {
  const answer = await client.call(searchNumbersEndpoint, {
    searchParams: {
      category: input.category,
      search: input.search === '' ? undefined : input.search,
      limit: input.limit ?? NUMBER_LIST_DEFAULT_COUNT,
    },
  });
  return answer.result;
}
