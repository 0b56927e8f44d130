import {
  SIM_REPLACEMENT_REASON_LABELS,
  SIM_REPLACEMENT_REASONS,
  SIM_TYPE_LABELS,
  type SimReplacementReason,
  simReplacementFee,
  simReplacementNext,
} from '@senda/core/flows/sim-replacement';
import type { SimType } from '@senda/core/gateway';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, FormActions, RadioGroup, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import type { SimReplacementHandle } from './sim-replacement-parts';

const SIM_TYPES: readonly SimType[] = ['physical_sim', 'esim'];

/** Why a new SIM, and which: a lost or stolen one is blocked as soon as the request is sent (said here). */
export function OrderRequestScreen({ flow }: { flow: SimReplacementHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, actor, keep } = flow;
  const [reason, setReason] = useState<SimReplacementReason | ''>(view.reason ?? '');
  const [simType, setSimType] = useState<SimType | ''>(view.simType ?? '');
  const [showErrors, setShowErrors] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason || !simType || !view.specifications) {
          setShowErrors(true);
          return;
        }
        actor.send(simReplacementNext({ reason, simType }, view.specifications));
      }}
    >
      <Stack gap={5}>
        {view.currentSimType && (
          <p>{intl.formatMessage({ id: 'sim_replacement.current_sim' }, { simType: view.currentSimType })}</p>
        )}
        <RadioGroup
          legend={intl.formatMessage({ id: 'sim_replacement.reason.legend' })}
          options={SIM_REPLACEMENT_REASONS.map((value) => ({
            value,
            label: intl.formatMessage({ id: SIM_REPLACEMENT_REASON_LABELS[value] }),
          }))}
          value={reason}
          onChange={(value) => {
            setReason(value);
            keep({ reason: value, simType });
          }}
          error={
            showErrors && !reason ? intl.formatMessage({ id: 'sim_replacement.reason.required' }) : undefined
          }
        />
        {reason === 'LOST_OR_STOLEN' && (
          <Alert tone="warning">{intl.formatMessage({ id: 'sim_replacement.blocks_now' })}</Alert>
        )}
        <RadioGroup
          legend={intl.formatMessage({ id: 'sim_replacement.sim_type.legend' })}
          variant="cards"
          columns={2}
          options={SIM_TYPES.map((value) => {
            const fee = simReplacementFee(value, view.specifications);
            return {
              value,
              label: intl.formatMessage({ id: SIM_TYPE_LABELS[value] }),
              ...(fee
                ? {
                    aside: intl.formatMessage(
                      { id: 'sim_replacement.fee' },
                      { amount: format.money(fee.amount.amount) },
                    ),
                  }
                : {}),
            };
          })}
          value={simType}
          onChange={(value) => {
            setSimType(value);
            keep({ reason, simType: value });
          }}
          error={
            showErrors && !simType
              ? intl.formatMessage({ id: 'sim_replacement.sim_type.required' })
              : undefined
          }
        />
        <FormActions>
          <Button type="submit" size="lg">
            {intl.formatMessage({ id: 'sim_replacement.continue' })}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
