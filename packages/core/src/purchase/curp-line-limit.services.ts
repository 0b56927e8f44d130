import type { QueryClient } from '@tanstack/query-core';
import type { GatewayClient } from '../gateway/gateway-client.ts';
import { curpLineEligibilityQuery } from '../queries/purchase-queries.ts';
import type { FormCheck } from './field-message.ts';
import {
  curpToCheckForLines,
  type PersonalDetailsCheckedField,
  type PersonalDetailsForm,
} from './personal-details.form.ts';

/** A CURP the registry says has no room for one more line, and its limit (the field's message). */
export interface CurpAtLineLimit {
  curp: string;
  maxLines: number;
}

/**
 * Asks the line registry, when personal details is otherwise ready, whether the CURP typed may
 * take one more line: before the summary and payment, not after. Null when there is room, nothing
 * to ask, or the question itself failed: creating the order refuses an 11th line anyway
 * (422701), and the summary says so.
 */
export async function curpLineLimitReached(
  { gateway, queryClient }: { gateway: GatewayClient; queryClient: QueryClient },
  form: PersonalDetailsForm,
  check: FormCheck<PersonalDetailsCheckedField>,
): Promise<CurpAtLineLimit | null> {
  const curp = curpToCheckForLines(form, check);
  if (!curp) return null;
  const answer = await queryClient.fetchQuery(curpLineEligibilityQuery(gateway, curp)).catch(() => null);
  return answer && !answer.eligible ? { curp, maxLines: answer.maxLines } : null;
}
