import * as v from 'valibot';
import { NUMBER_LIST_DEFAULT_COUNT } from '../../config/constants.ts';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import { type NumberCategory, NumberCategorySchema } from '../enums.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { PhoneNumberSchema } from './phone-number.schema.ts';

export const AvailableNumberSchema = v.object({
  number: PhoneNumberSchema,
  category: NumberCategorySchema,
  /** The golden pattern (golden-number categories' id) a premium number is priced by. */
  goldenCategory: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type AvailableNumber = v.InferOutput<typeof AvailableNumberSchema>;

/**
 * GET free numbers of a category, in one lada (`areaCode`) when given, whose digits after the lada
 * start with the ones searched for.
 */
export const searchNumbersEndpoint = defineEndpoint({
  name: 'searchNumbers',
  method: 'GET',
  path: 'number-service/v1/numbers',
  credentials: false,
  response: resultEnvelope(v.array(AvailableNumberSchema)),
});

export interface SearchNumbersInput {
  category: NumberCategory;
  /** The lada (area code) the numbers are from; omitted: any. */
  areaCode?: string;
  /** Digits the number goes on with after the lada (from its start without one); omitted: any. */
  search?: string;
  /** A golden pattern's id (premium numbers only): its numbers alone; omitted: any. */
  goldenCategory?: string | undefined;
  /** Defaults to the list's size, so "show other numbers" fetches one screenful. */
  limit?: number;
}

export async function searchNumbers(
  client: GatewayClient,
  input: SearchNumbersInput,
): Promise<AvailableNumber[]> {
  const answer = await client.call(searchNumbersEndpoint, {
    searchParams: {
      category: input.category,
      areaCode: input.areaCode === '' ? undefined : input.areaCode,
      search: input.search === '' ? undefined : input.search,
      goldenCategory: input.goldenCategory,
      limit: input.limit ?? NUMBER_LIST_DEFAULT_COUNT,
    },
  });
  return answer.result;
}
