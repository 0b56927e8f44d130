import { SimReplacementDeliverySchema } from '@senda/core/flows/sim-replacement';
import type { DeliveryType, PickupLocation } from '@senda/core/gateway';
import {
  completeAddress,
  deliveryView,
  emptyManualPlace,
  lookUpPickup,
  type ManualPlace,
  validateAddress,
} from '@senda/core/purchase';
import { deliveryMethodsQuery, deliverySlotsQuery } from '@senda/core/queries';
import { type Address, emptyAddress } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Button, FormActions, RadioGroup, Stack, TextField } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { AddressFieldset } from '../../purchase/address-details/address-fieldset';
import { usePostalLookup } from '../../purchase/address-details/use-postal-lookup';
import { PickupCard } from '../../purchase/delivery/pickup-card';
import { SlotPicker } from '../../purchase/delivery/slot-picker';
import type { SimReplacementHandle } from './sim-replacement-parts';

const ZIP_CODE_SIZE = 5;

/**
 * A physical SIM's delivery, with the purchase's parts: the address form and its postal-code
 * lookup and a doorstep window, or the store serving a postal code (the spec's self-pickup).
 */
export function DeliveryDetailsScreen({ flow }: { flow: SimReplacementHandle }) {
  const intl = useIntl();
  const { gateway } = useServices();
  const { view, send } = flow;
  const saved = view.delivery;
  const [method, setMethod] = useState<DeliveryType | ''>(saved?.method ?? '');
  const [address, setAddress] = useState<Address>(() =>
    saved?.method === 'DOORSTEP_DELIVERY' ? { ...emptyAddress(), ...saved.address } : emptyAddress(),
  );
  const [manual, setManual] = useState<ManualPlace>(emptyManualPlace);
  const [slotId, setSlotId] = useState(saved?.method === 'DOORSTEP_DELIVERY' ? saved.slotId : '');
  const [zip, setZip] = useState('');
  const [pickup, setPickup] = useState<PickupLocation | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const lookup = usePostalLookup(address, ZIP_CODE_SIZE, manual, setAddress);
  const methods = useQuery(deliveryMethodsQuery(gateway));
  const calendar = methods.data?.find((candidate) => candidate.type === 'DOORSTEP_DELIVERY')?.slotId ?? '';
  const slotQuery = queryView(
    useQuery({ ...deliverySlotsQuery(gateway, calendar), enabled: calendar !== '' }),
  );
  // The purchase's delivery view, for its windows by day (the slot picker reads it).
  const slotView = deliveryView({
    methods: methods.data,
    type: method || null,
    slots: slotQuery.data,
    slotId: slotId || null,
    zip,
    zipCodeSize: ZIP_CODE_SIZE,
    pickup,
    search: { status: 'idle' },
    showErrors,
    address,
  });
  const addressCheck = validateAddress(address, { zipCodeSize: ZIP_CODE_SIZE });
  const delivery = v.safeParse(
    SimReplacementDeliverySchema,
    method === 'DOORSTEP_DELIVERY'
      ? // Calle y número split for the courier, as the purchase's address step sends it.
        { method, slotId, address: completeAddress(address) }
      : method === 'SELF_PICKUP'
        ? { method, pickupLocationId: pickup?.id }
        : null,
  );
  const valid = delivery.success && (method !== 'DOORSTEP_DELIVERY' || addressCheck.valid);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || !delivery.success) {
          setShowErrors(true);
          return;
        }
        send('NEXT', { delivery: delivery.output });
      }}
    >
      <Stack gap={5}>
        <RadioGroup
          legend={intl.formatMessage({ id: 'sim_replacement.delivery.legend' })}
          variant="cards"
          columns={2}
          options={[
            {
              value: 'DOORSTEP_DELIVERY',
              label: intl.formatMessage({ id: 'sim_replacement.delivery.doorstep' }),
            },
            { value: 'SELF_PICKUP', label: intl.formatMessage({ id: 'sim_replacement.delivery.pickup' }) },
          ]}
          value={method}
          onChange={setMethod}
          error={
            showErrors && !method
              ? intl.formatMessage({ id: 'sim_replacement.delivery.required' })
              : undefined
          }
        />
        {method === 'DOORSTEP_DELIVERY' && (
          <>
            <AddressFieldset
              prefix="delivery"
              legend={intl.formatMessage({ id: 'sim_replacement.delivery.address' })}
              address={address}
              onChange={setAddress}
              zipCodeSize={ZIP_CODE_SIZE}
              lookup={lookup}
              manual={manual}
              onManualChange={setManual}
              errors={showErrors ? addressCheck.errors : {}}
            />
            <SlotPicker
              view={slotView}
              slots={slotQuery}
              slotId={slotId || null}
              onChoose={setSlotId}
              error={
                showErrors && !slotId
                  ? intl.formatMessage({ id: 'sim_replacement.delivery.slot_required' })
                  : undefined
              }
            />
          </>
        )}
        {method === 'SELF_PICKUP' && (
          <Stack gap={3}>
            <TextField
              label={intl.formatMessage({ id: 'sim_replacement.delivery.pickup_zip' })}
              value={zip}
              inputMode="numeric"
              maxLength={ZIP_CODE_SIZE}
              onChange={(event) => setZip(event.target.value)}
              error={
                showErrors && !pickup
                  ? intl.formatMessage({ id: 'sim_replacement.delivery.pickup_required' })
                  : undefined
              }
            />
            <Button
              variant="secondary"
              onClick={async () => {
                const found = await lookUpPickup(gateway, zip, ZIP_CODE_SIZE);
                setPickup(found.status === 'found' ? found.location : null);
              }}
            >
              {intl.formatMessage({ id: 'sim_replacement.delivery.find_pickup' })}
            </Button>
            {pickup && <PickupCard location={pickup} />}
          </Stack>
        )}
        <FormActions>
          <Button variant="secondary" onClick={() => send('BACK')}>
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
          <Button type="submit" size="lg">
            {intl.formatMessage({ id: 'sim_replacement.continue' })}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
