import { SIM_REPLACEMENT_REASON_LABELS, SIM_TYPE_LABELS } from '@senda/core/flows/sim-replacement';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Checkbox, DetailList, FormActions, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import type { SimReplacementHandle } from './sim-replacement-parts';

/** The review: reason, new SIM, delivery, the fee as "Total (IVA included)", the terms, then pay. */
export function OrderSummaryScreen({ flow }: { flow: SimReplacementHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send } = flow;
  const [accepted, setAccepted] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const items = [
    {
      key: 'reason',
      label: intl.formatMessage({ id: 'sim_replacement.summary.reason' }),
      value: view.reason ? intl.formatMessage({ id: SIM_REPLACEMENT_REASON_LABELS[view.reason] }) : '',
    },
    {
      key: 'sim',
      label: intl.formatMessage({ id: 'sim_replacement.summary.sim_type' }),
      value: view.simType ? intl.formatMessage({ id: SIM_TYPE_LABELS[view.simType] }) : '',
    },
    {
      key: 'delivery',
      label: intl.formatMessage({ id: 'sim_replacement.summary.delivery' }),
      value:
        view.delivery?.method === 'SELF_PICKUP'
          ? intl.formatMessage({ id: 'sim_replacement.summary.delivery.pickup' })
          : view.delivery?.method === 'DOORSTEP_DELIVERY'
            ? intl.formatMessage({ id: 'sim_replacement.delivery.doorstep' })
            : intl.formatMessage({ id: 'sim_replacement.summary.no_delivery' }),
    },
    {
      key: 'total',
      label: intl.formatMessage({ id: 'common.total_inc_tax' }),
      value: view.fee ? format.money(view.fee.amount.amount) : '',
    },
  ];
  return (
    <Stack gap={5}>
      {view.messageId && <Alert tone="danger">{intl.formatMessage({ id: view.messageId })}</Alert>}
      {view.blocksOldSim && (
        <Alert tone="warning">{intl.formatMessage({ id: 'sim_replacement.blocks_now' })}</Alert>
      )}
      <DetailList items={items} />
      <p>{intl.formatMessage({ id: view.termsId })}</p>
      <Checkbox
        label={intl.formatMessage({ id: 'sim_replacement.summary.accept_terms' })}
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        error={
          showErrors && !accepted
            ? intl.formatMessage({ id: 'sim_replacement.summary.terms_required' })
            : undefined
        }
      />
      <p>{intl.formatMessage({ id: 'sim_replacement.summary.not_sent' })}</p>
      <FormActions>
        {view.sends.has('EDIT') && (
          <Button variant="secondary" onClick={() => send('EDIT')}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
        )}
        {(view.sends.has('SUBMIT') || view.sends.has('RETRY')) && (
          <Button
            size="lg"
            loading={view.screen === 'sending'}
            onClick={() => {
              if (!accepted) {
                setShowErrors(true);
                return;
              }
              send(view.sends.has('SUBMIT') ? 'SUBMIT' : 'RETRY');
            }}
          >
            {intl.formatMessage({ id: 'sim_replacement.summary.confirm_pay' })}
          </Button>
        )}
      </FormActions>
    </Stack>
  );
}
