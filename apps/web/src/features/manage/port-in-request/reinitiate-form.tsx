import { reinitiationFieldErrors } from '@senda/core';
import { TRANSFER_NUMBER_MAX } from '@senda/core/config';
import type { PortInFieldErrors } from '@senda/core/machines/port-in';
import type { FieldMessage } from '@senda/core/purchase';
import { donorTelcosQuery } from '@senda/core/queries';
import { PORTABILITY_NIP_LENGTH } from '@senda/core/validation';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, FormActions, SelectField, Skeleton, Stack, TextField } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { digitsOnlyKeys } from '../../purchase/connection-details/digits-only-keys';
import { NipRules } from './nip-rules';
import type { PortInRequestHandle } from './use-port-in-request';

type Fields = { donorId: string; number: string; nip: string };
type Errors = PortInFieldErrors;

/**
 * Starting a failed or rejected transfer again: the purchase's port-in fields (the donor, the
 * number, a new NIP) checked by its rules (core's reinitiationFieldErrors), beside the NIP's
 * rules. What is typed is kept in the flow (a reload keeps it); Next shows it for review.
 */
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
    send('NEXT', fields);
  };
  const message = (value: FieldMessage | undefined) =>
    value ? intl.formatMessage({ id: value.id }, value.values) : undefined;

  return (
    <Card as="section" aria-labelledby="reinitiate-title">
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          <h2 id="reinitiate-title">{intl.formatMessage({ id: 'port_in_request.reinitiate.title' })}</h2>
          <p>{intl.formatMessage({ id: 'port_in_request.reinitiate.intro' })}</p>
          <NipRules view={view} />
          {options.status === 'error' && <QueryErrorAlert error={options.error} onRetry={options.retry} />}
          {options.status === 'loading' && <Skeleton height="4.75rem" />}
          {options.status === 'success' && (
            <SelectField
              id={ids.donor}
              label={intl.formatMessage({ id: 'connection_details.donor_label' })}
              placeholder={intl.formatMessage({ id: 'connection_details.donor_placeholder' })}
              options={(options.data?.donors ?? []).map((donor) => ({ value: donor.id, label: donor.name }))}
              value={fields.donorId}
              onChange={(event) => change('donorId', event.target.value)}
              error={message(errors.donor)}
              required
            />
          )}
          <TextField
            id={ids.number}
            label={intl.formatMessage({ id: 'connection_details.transfer_number_label' })}
            hint={intl.formatMessage({ id: 'connection_details.transfer_number_hint' })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={TRANSFER_NUMBER_MAX}
            value={fields.number}
            onKeyDown={digitsOnlyKeys}
            onChange={(event) => change('number', event.target.value.slice(0, TRANSFER_NUMBER_MAX))}
            error={message(errors.number)}
            required
          />
          <TextField
            id={ids.nip}
            label={intl.formatMessage({ id: 'port_in_request.review.nip' })}
            hint={intl.formatMessage({ id: 'connection_details.nip_hint' })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={PORTABILITY_NIP_LENGTH}
            value={fields.nip}
            onKeyDown={digitsOnlyKeys}
            onChange={(event) => change('nip', event.target.value)}
            error={message(errors.nip)}
            required
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
