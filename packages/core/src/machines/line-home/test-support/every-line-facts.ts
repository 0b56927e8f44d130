import * as v from 'valibot';
import {
  DELIVERY_STATUSES,
  DELIVERY_TYPES,
  LINE_STATUSES,
  SERVICE_REQUEST_STATUSES,
  SIM_ACTIVATION_STATUSES,
  SIM_INSTALLATION_STATUSES,
  SIM_TYPES,
} from '../../../gateway/enums.ts';
import { type Line, LineSchema } from '../../../gateway/lines/index.ts';
import { LINE } from '../../../gateway/test-support/line-fixture.ts';
import type { LineFacts } from '../line-home.rules.ts';

/**
 * Every combination of the facts the gateway can answer about a line (its status, SIM, transfer,
 * number, registry, cancellation and the order's delivery), for the tests that hold a rule over
 * all of them.
 */
export const base = v.parse(LineSchema, LINE);
export const UNREGISTERED = { status: 'UNREGISTERED', attemptsLeft: 3 } as const;
export const HELD_UNTIL = '2027-01-05T06:00:00.000Z';
/** A cancellation standing (the line closes then, or closed). */
export const CLOSES_AT = '2026-11-26T18:00:00.000Z';

export type Delivery = NonNullable<LineFacts['delivery']>;

export function* everyCombination(): Generator<{ line: Line; delivery: Delivery | undefined }> {
  const portIns = [undefined, ...SERVICE_REQUEST_STATUSES];
  const deliveries: (Delivery | undefined)[] = [
    undefined,
    ...DELIVERY_TYPES.flatMap((method) => [
      { method },
      ...DELIVERY_STATUSES.map((status) => ({ method, status })),
    ]),
  ];
  // A Suspend line may be suspended for the line registry instead (the innermost loops);
  // An Inactive line may be closed with its number held for it.
  for (const status of LINE_STATUSES)
    for (const type of SIM_TYPES)
      for (const activationStatus of SIM_ACTIVATION_STATUSES)
        for (const installationStatus of SIM_INSTALLATION_STATUSES)
          for (const portIn of portIns)
            for (const portedOut of [false, true])
              for (const delivery of type === 'physical_sim' ? deliveries : [undefined])
                for (const registry of status === 'Suspend' ? [undefined, UNREGISTERED] : [undefined])
                  for (const held of status === 'Inactive' ? [undefined, HELD_UNTIL] : [undefined])
                    for (const closesAt of [undefined, CLOSES_AT]) {
                      const line: Line = {
                        ...base,
                        ...(closesAt ? { closesAt } : {}),
                        ...(registry ? { registry } : {}),
                        ...(held ? { numberHeldUntil: held } : {}),
                        status,
                        sim: { ...base.sim, type, activationStatus, installationStatus },
                        ...(portIn ? { portIn: { requestId: 'PI-1', status: portIn } } : {}),
                        ...(portedOut
                          ? { portedOut: { at: '2026-01-02T03:04:05.000Z', recipient: 'ATT' } }
                          : {}),
                      };
                      yield { line, delivery };
                    }
}
