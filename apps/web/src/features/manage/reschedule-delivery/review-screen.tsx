import type { RescheduleDeliveryMethod } from '@senda/core/flows/reschedule-delivery';
import { redeliveryFeeDue, rescheduleMethod } from '@senda/core/flows/reschedule-delivery';
import type { DeliverySlot, PickupLocation } from '@senda/core/gateway';
import { lookUpPickup, slotsByDay, zipCodeSizeFor } from '@senda/core/purchase';
import { customerProfileParametersQuery, deliverySlotsQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Card, DetailList, RadioGroup, Skeleton, Stack } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { PickupCard } from '../../purchase/delivery/pickup-card';
import { ReviewActions } from '../review-actions';
import type { RescheduleDeliveryHandle } from './reschedule-delivery-parts';

/**
 * /reschedule_delivery/review_detail: a doorstep window (the redelivery fee) or a Senda store near
 * the address (free), then the review and Confirm (SUBMIT). The choice is kept in the spec
 * reschedule store, so a reload keeps it; SUBMIT is offered once it is complete (core's view), and
 * a send that failed is retried with the same choice (the same idempotency key).
 */
export function ReviewScreen({ flow }: { flow: RescheduleDeliveryHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { gateway, stores } = useServices();
  const { view, send } = flow;
  const details = view.details;
  const kept = useAtomValue(stores.rescheduleDelivery.state);
  const setKept = useSetAtom(stores.rescheduleDelivery.state);
  const method = view.method;
  const sending = view.screen === 'sending';
  const parameters = queryView(useQuery(customerProfileParametersQuery(gateway)));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  const postalCode = view.address?.postalCode ?? '';
  const slots = queryView(
    useQuery({
      ...deliverySlotsQuery(gateway, details?.slotCalendarId ?? ''),
      enabled: method === 'DOORSTEP_DELIVERY' && Boolean(details),
    }),
  );
  const pickup = useQuery({
    queryKey: ['reschedulePickup', postalCode, zipCodeSize],
    queryFn: () => lookUpPickup(gateway, postalCode, zipCodeSize),
    enabled: method === 'SELF_PICKUP',
  });
  const location: PickupLocation | null = pickup.data?.status === 'found' ? pickup.data.location : null;
  useEffect(() => {
    // The store found for the address is the one the SIM goes to: keep it with the choice.
    if (method === 'SELF_PICKUP' && location && kept.selectedSelfPickUpAddress?.id !== location.id) {
      setKept((state) => ({ ...state, selectedSelfPickUpAddress: location }));
    }
  }, [method, location, kept.selectedSelfPickUpAddress, setKept]);

  if (!details) return null;
  const fee = (type: RescheduleDeliveryMethod) => details.fees[type];
  const choose = (type: RescheduleDeliveryMethod) =>
    setKept((state) => ({
      ...state,
      selectedDeliveryMethod: rescheduleMethod(details, type),
      selectedDeliverySlot: type === 'DOORSTEP_DELIVERY' ? state.selectedDeliverySlot : null,
      selectedSelfPickUpAddress: type === 'SELF_PICKUP' ? state.selectedSelfPickUpAddress : null,
    }));
  const chooseSlot = (slot: DeliverySlot) => setKept((state) => ({ ...state, selectedDeliverySlot: slot }));
  const doorstepFee = format.money(fee('DOORSTEP_DELIVERY').amount);
  const locked = sending || view.phase === 'submitting';

  return (
    <Stack gap={5}>
      {view.messageId && (view.screen === 'send-failed' || view.screen === 'failed') && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <RadioGroup<RescheduleDeliveryMethod>
        legend={intl.formatMessage({ id: 'reschedule_delivery.method.legend' })}
        variant="cards"
        value={method ?? undefined}
        onChange={choose}
        disabled={locked}
        options={[
          {
            value: 'DOORSTEP_DELIVERY',
            // Free after the courier's own failure (the gateway quotes $0): said as for a pick-up.
            label: redeliveryFeeDue(details, 'DOORSTEP_DELIVERY')
              ? intl.formatMessage({ id: 'reschedule_delivery.method.doorstep' }, { fee: doorstepFee })
              : intl.formatMessage({ id: 'reschedule_delivery.method.doorstep_free' }),
          },
          { value: 'SELF_PICKUP', label: intl.formatMessage({ id: 'reschedule_delivery.method.pickup' }) },
        ]}
      />
      {method === 'DOORSTEP_DELIVERY' && (
        <section aria-busy={slots.status === 'loading'}>
          {slots.status === 'loading' && <Skeleton height="8rem" />}
          {slots.status === 'error' && <QueryErrorAlert error={slots.error} onRetry={slots.retry} />}
          {slots.data && (
            <RadioGroup<string>
              legend={intl.formatMessage({ id: 'reschedule_delivery.slot.legend' })}
              value={kept.selectedDeliverySlot?.slotId ?? undefined}
              disabled={locked}
              onChange={(slotId) => {
                const slot = slots.data?.find((candidate) => candidate.slotId === slotId);
                if (slot) chooseSlot(slot);
              }}
              options={slotsByDay(slots.data).flatMap((day) =>
                day.slots.map((slot) => ({
                  value: slot.slotId,
                  label: intl.formatMessage(
                    {
                      id: slot.available
                        ? 'reschedule_delivery.slot.option'
                        : 'reschedule_delivery.slot.full',
                    },
                    {
                      date: format.day(slot.date, 'day'),
                      start: format.timeOfDay(slot.startTime),
                      end: format.timeOfDay(slot.endTime),
                    },
                  ),
                  disabled: !slot.available,
                })),
              )}
            />
          )}
        </section>
      )}
      {method === 'SELF_PICKUP' && (
        <>
          {pickup.isPending && <Skeleton height="8rem" />}
          {location && <PickupCard location={location} />}
          {pickup.data && pickup.data.status !== 'found' && (
            <Alert tone="warning">{intl.formatMessage({ id: 'reschedule_delivery.pickup.none' })}</Alert>
          )}
        </>
      )}
      {method && (
        <Card as="section" aria-label={intl.formatMessage({ id: 'reschedule_delivery.review.title' })}>
          <DetailList
            items={[
              ...(method === 'DOORSTEP_DELIVERY' && view.address
                ? [
                    {
                      key: 'address',
                      label: intl.formatMessage({ id: 'reschedule_delivery.review.address' }),
                      value: [
                        view.address.addressLine1 || view.address.street,
                        view.address.area,
                        view.address.postalCode,
                      ]
                        .filter(Boolean)
                        .join(', '),
                    },
                  ]
                : []),
              {
                key: 'fee',
                label: intl.formatMessage({ id: 'reschedule_delivery.review.fee' }),
                value: view.feeDue
                  ? intl.formatMessage(
                      { id: 'reschedule_delivery.review.fee_value' },
                      { fee: format.money(fee(method).amount) },
                    )
                  : intl.formatMessage({ id: 'reschedule_delivery.review.free' }),
              },
            ]}
          />
        </Card>
      )}
      {view.phase === 'confirming' && !view.choice && (
        <p>{intl.formatMessage({ id: 'reschedule_delivery.review.choose_first' })}</p>
      )}
      <ReviewActions
        sends={view.sends}
        send={send}
        sending={sending}
        submitLabel={
          view.feeDue && method
            ? intl.formatMessage(
                { id: 'reschedule_delivery.confirm_pay' },
                { fee: format.money(fee(method).amount) },
              )
            : intl.formatMessage({ id: 'reschedule_delivery.confirm' })
        }
        retryLabel={intl.formatMessage({ id: 'common.try_again' })}
        editLabel={intl.formatMessage({ id: 'reschedule_delivery.change_address' })}
      />
    </Stack>
  );
}
