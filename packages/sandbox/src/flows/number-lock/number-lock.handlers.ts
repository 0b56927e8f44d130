import {
  NumberLockSchema,
  numberLockEndpoint,
  UpdateNumberLockBodySchema,
  updateNumberLockEndpoint,
} from '@senda/core/flows/number-lock';
import { STEP_UP_HEADER } from '@senda/core/gateway';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail } from '../../domain/failures.ts';
import { gatewayRoute, readBody } from '../../handlers/gateway-route.ts';
import type { SandboxContext } from '../../handlers/sandbox-context.ts';
import { changeNumberLock, numberLockView } from './number-lock.ts';

/** The line's lock: read, and switched (off with the account's approval). */
export function numberLockHandlers(ctx: SandboxContext): HttpHandler[] {
  const { state } = ctx;
  return [
    gatewayRoute(ctx, numberLockEndpoint, ({ user, query }) => {
      const accountNumber = query.get('accountNumber');
      if (!accountNumber) fail('badRequest', { reason: 'ACCOUNT_NUMBER_REQUIRED' });
      return v.parse(NumberLockSchema, numberLockView(state.lines.get(accountNumber, user.id)));
    }),
    gatewayRoute(ctx, updateNumberLockEndpoint, async ({ request, user, lang }) => {
      const body = await readBody(request, UpdateNumberLockBodySchema);
      const line = state.lines.get(body.accountNumber, user.id);
      return changeNumberLock(
        {
          store: state.store,
          mailbox: state.mailbox,
          storefrontUrl: state.storefrontUrl,
          stepUp: state.stepUp,
        },
        { user, line, locked: body.locked, lang, stepUpToken: request.headers.get(STEP_UP_HEADER) },
      );
    }),
  ];
}
