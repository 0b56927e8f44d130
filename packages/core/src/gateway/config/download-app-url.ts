import * as v from 'valibot';
import { defineEndpoint, resultEnvelope } from '../endpoint.ts';
import type { GatewayClient } from '../gateway-client.ts';

/** Store links for the operator's app; the fallback is for browsers that are neither. */
export const DownloadAppUrlSchema = v.object({
  androidUrl: v.pipe(v.string(), v.url()),
  iosUrl: v.pipe(v.string(), v.url()),
  fallbackUrl: v.optional(v.pipe(v.string(), v.url())),
});
export type DownloadAppUrl = v.InferOutput<typeof DownloadAppUrlSchema>;

export const downloadAppUrlEndpoint = defineEndpoint({
  name: 'downloadAppUrl',
  method: 'GET',
  path: 'config-service/v1/download-app-url',
  credentials: false,
  response: resultEnvelope(DownloadAppUrlSchema),
});

export async function downloadAppUrl(client: GatewayClient): Promise<DownloadAppUrl> {
  const answer = await client.call(downloadAppUrlEndpoint);
  return answer.result;
}
