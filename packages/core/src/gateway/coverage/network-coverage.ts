import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * How well one technology reaches a postal code, as the operator's coverage map rates it: GOOD
 * (indoors and out), PARTIAL (outdoors, or in parts of the area), NONE. A level the app does not
 * know yet reads as UNKNOWN rather than emptying the answer: the page then says it cannot tell.
 */
export const COVERAGE_LEVELS = ['GOOD', 'PARTIAL', 'NONE'] as const;
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number] | 'UNKNOWN';

const CoverageLevelSchema = v.pipe(
  v.string(),
  v.transform((level): CoverageLevel => {
    const upper = level.toUpperCase();
    return (COVERAGE_LEVELS as readonly string[]).includes(upper) ? (upper as CoverageLevel) : 'UNKNOWN';
  }),
);

/** The technologies the map rates; another one (3G, a future one) is dropped, not shown. */
export const COVERAGE_TECHNOLOGIES = ['5G', '4G'] as const;
export type CoverageTechnology = (typeof COVERAGE_TECHNOLOGIES)[number];

export const NetworkCoverageSchema = v.object({
  postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/, 'a 5-digit postal code')),
  technologies: v.pipe(
    v.array(v.object({ technology: v.string(), level: CoverageLevelSchema })),
    v.transform((rows) =>
      rows.flatMap((row) =>
        (COVERAGE_TECHNOLOGIES as readonly string[]).includes(row.technology.toUpperCase())
          ? [{ technology: row.technology.toUpperCase() as CoverageTechnology, level: row.level }]
          : [],
      ),
    ),
  ),
});
export type NetworkCoverage = v.InferOutput<typeof NetworkCoverageSchema>;

/** GET the operator's mobile coverage at a Mexican postal code (plan selection's "is there signal"). */
export const networkCoverageEndpoint = defineEndpoint({
  name: 'networkCoverage',
  method: 'GET',
  path: 'network-service/v1/coverage',
  credentials: false,
  response: resultEnvelope(NetworkCoverageSchema),
});

export async function networkCoverage(
  client: GatewayClient,
  input: { postalCode: string },
): Promise<NetworkCoverage> {
  const answer = await client.call(networkCoverageEndpoint, {
    searchParams: { postalCode: input.postalCode },
  });
  return answer.result;
}
