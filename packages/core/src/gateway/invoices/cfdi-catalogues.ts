import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';
import { TaxpayerTypeSchema } from './invoice.schema.ts';

const Code = v.pipe(v.string(), v.minLength(1));
const Name = v.pipe(v.string(), v.minLength(1));

/** One régimen fiscal of the SAT's c_RegimenFiscal, and who may be in it. */
export const TaxRegimeSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^\d{3}$/)),
  name: Name,
  taxpayerTypes: v.pipe(v.array(TaxpayerTypeSchema), v.minLength(1)),
});
export type TaxRegime = v.InferOutput<typeof TaxRegimeSchema>;

/** One uso de CFDI of the SAT's c_UsoCFDI, and the regímenes that may use it. */
export const CfdiUseSchema = v.object({
  code: Code,
  name: Name,
  taxpayerTypes: v.pipe(v.array(TaxpayerTypeSchema), v.minLength(1)),
  taxRegimes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d{3}$/))), v.minLength(1)),
});
export type CfdiUse = v.InferOutput<typeof CfdiUseSchema>;

/** GET the SAT catalogues an invoice request picks from, named in the language asked for. */
export const cfdiCataloguesEndpoint = defineEndpoint({
  name: 'cfdiCatalogues',
  method: 'GET',
  path: 'billing-service/v1/cfdi/catalogues',
  credentials: false,
  response: resultEnvelope(
    v.object({
      taxRegimes: v.pipe(v.array(TaxRegimeSchema), v.minLength(1)),
      cfdiUses: v.pipe(v.array(CfdiUseSchema), v.minLength(1)),
    }),
  ),
});
export type CfdiCatalogues = v.InferOutput<typeof cfdiCataloguesEndpoint.response>['result'];

export async function cfdiCatalogues(
  client: GatewayClient,
  input: { langCode: string },
): Promise<CfdiCatalogues> {
  const answer = await client.call(cfdiCataloguesEndpoint, { searchParams: { langCode: input.langCode } });
  return answer.result;
}
