import {
  completeAddress,
  emptyManualPlace,
  type ManualPlace,
  validateAddress,
  zipCodeSizeFor,
} from '@senda/core/purchase';
import { customerProfileParametersQuery } from '@senda/core/queries';
import { type Address, AddressSchema } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Alert, Button, Checkbox, FormActions, Stack } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { AddressFieldset } from '../../purchase/address-details/address-fieldset';
import { usePostalLookup } from '../../purchase/address-details/use-postal-lookup';
import type { RescheduleDeliveryHandle } from './reschedule-delivery-parts';

const asAddress = (address: unknown): Address => {
  const parsed = v.safeParse(AddressSchema, address);
  return parsed.success ? parsed.output : v.parse(AddressSchema, {});
};

/**
 * /reschedule_delivery/sim_only: where the SIM goes next. The address it did not reach is filled
 * in, to keep or change (the purchase's address form and postal-code lookup, checked by core's
 * `validateAddress`); "same as my billing address" sends it to the billing address instead (the spec,
 * core's `rescheduleAddress`). What is typed is kept in the flow's save as it is typed.
 */
export function AddressScreen({ flow }: { flow: RescheduleDeliveryHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway } = useServices();
  const { view, send, keep } = flow;
  const details = view.details;
  const parameters = queryView(useQuery(customerProfileParametersQuery(gateway)));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  const [same, setSame] = useState(view.sameAsBilling);
  const [address, setAddress] = useState<Address>(() =>
    asAddress(view.sameAsBilling ? details?.deliveryAddress : view.address),
  );
  const [manual, setManual] = useState<ManualPlace>(emptyManualPlace);
  const [showErrors, setShowErrors] = useState(false);
  // Kept in the flow's save when it changes, not when it is only drawn again: each keep is a new
  // snapshot, and a keep on every render would render the screen again without end.
  const kept = useRef(address);
  useEffect(() => {
    if (address === kept.current) return;
    kept.current = address;
    keep({ sameAsBilling: same, address });
  }, [address, same, keep]);
  const lookup = usePostalLookup(address, zipCodeSize, manual, setAddress);
  const check = validateAddress(address, { zipCodeSize, postalCodeNotFound: lookup.notFound });

  if (!details) return null;
  const failedOn = format.date(details.failedAt);
  const billing = asAddress(details.billingAddress);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!same && !check.valid) {
      setShowErrors(true);
      return;
    }
    // Core's rescheduleAddress sends it to the billing address when same-as-billing is ticked.
    send('NEXT', { sameAsBilling: same, address: completeAddress(address) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={5}>
        <Alert tone="warning">
          {intl.formatMessage({ id: 'reschedule_delivery.failed_notice' }, { date: failedOn })}{' '}
          {intl.formatMessage(
            { id: 'reschedule_delivery.link_valid_until' },
            { date: format.date(details.expiresAt) },
          )}
        </Alert>
        <Checkbox
          id="reschedule-same-as-billing"
          label={intl.formatMessage({ id: 'reschedule_delivery.address.same_as_billing' })}
          checked={same}
          onChange={(event) => {
            setSame(event.target.checked);
            keep({ sameAsBilling: event.target.checked, address });
          }}
        />
        {same ? (
          <p>
            {intl.formatMessage(
              { id: 'reschedule_delivery.address.billing' },
              {
                address: [billing.addressLine1 || billing.street, billing.area, billing.postalCode]
                  .filter(Boolean)
                  .join(', '),
              },
            )}
          </p>
        ) : (
          <>
            <p>{intl.formatMessage({ id: 'reschedule_delivery.address.keep_or_change' })}</p>
            {showErrors && !check.valid && (
              <Alert tone="danger" live="assertive">
                {intl.formatMessage({ id: 'reschedule_delivery.address.invalid' })}
              </Alert>
            )}
            <AddressFieldset
              prefix="delivery"
              legend={intl.formatMessage({ id: 'reschedule_delivery.address.legend' })}
              address={address}
              onChange={setAddress}
              zipCodeSize={zipCodeSize}
              lookup={lookup}
              manual={manual}
              onManualChange={setManual}
              errors={showErrors ? check.errors : {}}
            />
          </>
        )}
        <FormActions>
          <Button type="submit" size="lg" disabled={!view.sends.has('NEXT')}>
            {intl.formatMessage({ id: 'reschedule_delivery.address.continue' })}
          </Button>
          {view.sends.has('EXIT') && (
            <Button type="button" size="lg" variant="secondary" onClick={() => send('EXIT')}>
              {intl.formatMessage({ id: 'reschedule_delivery.not_now' })}
            </Button>
          )}
        </FormActions>
      </Stack>
    </form>
  );
}
