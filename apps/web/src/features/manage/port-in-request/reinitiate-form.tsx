import { reinitiationFieldErrors } from '@senda/core/flows/port-in-request';
import type { PortInFieldErrors } from '@senda/core/machines/port-in';
import { donorTelcosQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, FormActions, Stack } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { PortInFields } from '../../purchase/connection-details/port-in-fields';
import { NipRules } from './nip-rules';
import type { PortInRequestHandle } from './port-in-request-parts';

type Fields = { donorId: string; number: string; nip: string };
type Errors = PortInFieldErrors;

/**
 * Starting a failed or rejected transfer again: the purchase's port-in fields (the donor, the
 * number, a new NIP) checked by its rules (core's reinitiationFieldErrors), beside the NIP's
 * rules. What is typed is kept in the flow (a reload keeps it); Next shows it for review.
 */
const TRANSFER_CHOICE = 'TRANSFER';

export function ReinitiateForm({ flow }: { flow: PortInRequestHandle }) {
  const intl = useIntl();
  const { gateway } = useServices();
  const { view, send, keep } = flow;
  const options = queryView(useQuery(donorTelcosQuery(gateway)));
  const [fields, setFields] = useState<Fields>(view.form);
  const [errors, setErrors] = useState<Errors>({});
  const idPrefix = useId();
  const ids = { donor: `${idPrefix}-donor`, number: `${idPrefix}-number`, nip: `${idPrefix}-nip` };
  const numberLength = options.data?.config?.numberLength ?? null;

  const change = (field: keyof Fields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    keep(next);
    const shown = field === 'donorId' ? 'donor' : field;
    if (errors[shown]) setErrors({ ...errors, [shown]: undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reinitiationFieldErrors(fields, { numberLength });
    setErrors(found);
    const first = (['donor', 'number', 'nip'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    // The transfer again, not a new number (which a choice made earlier would otherwise leave).
    send('NEXT', { ...fields, choice: TRANSFER_CHOICE });
  };

  return (
    <Card as="section" aria-labelledby="reinitiate-title">
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          <h2 id="reinitiate-title">{intl.formatMessage({ id: 'port_in_request.reinitiate.title' })}</h2>
          <p>{intl.formatMessage({ id: 'port_in_request.reinitiate.intro' })}</p>
          <NipRules view={view} />
          <PortInFields
            ids={ids}
            donors={options}
            values={fields}
            errors={errors}
            onChange={change}
            nipLabelId="port_in_request.review.nip"
          />
          <FormActions>
            <Button type="submit" size="lg">
              {intl.formatMessage({ id: 'port_in_request.form.continue' })}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Card>
  );
}
