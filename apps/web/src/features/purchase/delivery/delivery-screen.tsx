import {
  chooseDelivery,
  customerProfileParameters,
  type DeliveryMethod,
  type DeliverySlot,
  type DeliveryType,
  DeliveryTypeSchema,
  deliveryMethods,
  deliverySlots,
  digitsOf,
  formatNationalNumber,
  isDigitFieldKeydownAllowed,
  isValidZipCode,
  NO_PICKUP_LOCATIONS_MESSAGE_ID,
  needsDeliverySlot,
  openingHoursRanges,
  PICKUP_LOOKUP_FAILED_MESSAGE_ID,
  type PickupLocation,
  PickupLocationSchema,
  pickupLookupOutcome,
  selectableDeliveryMethods,
  selfPickupAddresses,
  slotsByDay,
  storedDeliveryType,
  validateDelivery,
  weekdayIndex,
  zipCodeSizeFor,
} from '@senda/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  Alert,
  Button,
  Card,
  FieldWithButton,
  IconSearch,
  IconStore,
  IconTruck,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useGatewayQuery } from '../../../shared/use-gateway-query';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import styles from './delivery-screen.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Delivery (§2, §3 self-pickup, §8): doorstep delivery in a slot, or self pickup at the first
 * location serving a postal code. What each method needs, which pickup location is used and what
 * a failed lookup means are core's; the choice goes to the store before the journey moves on.
 */
export default function DeliveryScreen() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores, gateway } = useServices();
  const { data, next, back } = useJourneyStep();
  const onboarding = useAtomValue(stores.onboarding.state);
  const setOnboarding = useSetAtom(stores.onboarding.state);
  const notify = useSetAtom(stores.notifications.add);
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const slotName = useId();
  const summaryId = useId();
  const zipId = useId();

  const methods = useGatewayQuery(['deliveryMethods'], () => deliveryMethods(gateway));
  const selectable = selectableDeliveryMethods(methods.data ?? []);
  const [type, setType] = useStepDraft(
    'method',
    v.nullable(DeliveryTypeSchema),
    () => (text(data.method) as DeliveryType | undefined) ?? storedDeliveryType(onboarding) ?? null,
  );
  const method = selectable.find((candidate) => candidate.type === type);

  const slotCalendar = method && needsDeliverySlot(method) ? method.slotId : undefined;
  const slots = useGatewayQuery(slotCalendar ? ['deliverySlots', slotCalendar] : null, () =>
    deliverySlots(gateway, { slotId: slotCalendar as string }),
  );
  const [slotId, setSlotId] = useStepDraft(
    'slotId',
    v.nullable(v.string()),
    () => text(data.slotId) ?? text(onboarding.selectedDeliverySlot?.slotId) ?? null,
  );
  const slot = slots.data?.find((candidate) => candidate.slotId === slotId);

  const parameters = useGatewayQuery(['customerProfileParameters'], () => customerProfileParameters(gateway));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  const [zip, setZip] = useStepDraft(
    'zip',
    v.string(),
    () =>
      text(data.zip) || onboarding.selfPickupZipCode || onboarding.deliveryAddressDetails.postalCode || '',
  );
  const [zipError, setZipError] = useState(false);
  const [pickup, setPickup] = useStepDraft(
    'pickup',
    v.nullable(PickupLocationSchema),
    () => (onboarding.selectedSelfPickUpAddress as PickupLocation | null) ?? null,
  );
  const [pickupProblem, setPickupProblem] = useState<'failed' | 'none' | null>(null);
  const [findingPickup, setFindingPickup] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  const findPickup = async (postalCode: string) => {
    if (!isValidZipCode(postalCode, zipCodeSize)) {
      setZipError(true);
      return;
    }
    setZipError(false);
    setFindingPickup(true);
    setPickupProblem(null);
    try {
      const outcome = pickupLookupOutcome(await selfPickupAddresses(gateway, { zipcode: postalCode }));
      if (outcome.kind === 'found') {
        setPickup(outcome.location);
      } else {
        setPickup(null);
        setPickupProblem('none');
        notify({ message: { id: outcome.messageId }, type: 'danger' });
      }
    } catch {
      setPickup(null);
      setPickupProblem('failed');
      notify({ message: { id: PICKUP_LOOKUP_FAILED_MESSAGE_ID }, type: 'danger' });
    } finally {
      setFindingPickup(false);
    }
  };

  // Choosing pickup with a postal code already known looks it up straight away, once.
  const autoLooked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one automatic lookup per visit.
  useEffect(() => {
    if (type !== 'SELF_PICKUP' || pickup || autoLooked.current || !isValidZipCode(zip, zipCodeSize)) return;
    autoLooked.current = true;
    void findPickup(zip);
  }, [type, zipCodeSize]);

  const check = validateDelivery({ method, slot, pickupLocation: pickup ?? undefined });
  const error = (field: 'method' | 'slot' | 'pickup') => {
    const message = showErrors ? check.errors[field] : undefined;
    return message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid || !method) {
      setShowErrors(true);
      return;
    }
    setOnboarding((previous) =>
      chooseDelivery(previous, { method, slot, pickupLocation: pickup ?? undefined, pickupZipCode: zip }),
    );
    next({
      data: {
        method: method.type,
        ...(slot ? { slotId: slot.slotId } : {}),
        ...(method.type === 'SELF_PICKUP' ? { zip, locationId: pickup?.id } : {}),
      },
    });
  };

  const dayLabel = (date: string) =>
    intl.formatDate(new Date(`${date}T12:00:00Z`), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
  const address = onboarding.deliveryAddressDetails;
  const addressLines = [
    address.addressLine1 || [address.street, address.blockNumber].filter(Boolean).join(' '),
    [address.area, address.city].filter(Boolean).join(', '),
    [address.postalCode, address.state].filter(Boolean).join(' '),
  ].filter((line) => line.trim() !== '');

  const methodIcon = (candidate: DeliveryMethod) =>
    candidate.type === 'SELF_PICKUP' ? <IconStore size="1.75rem" /> : <IconTruck size="1.75rem" />;

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.delivery.title' })}
      subtitle={intl.formatMessage({ id: 'delivery.subtitle' })}
      onSubmit={submit}
      describedBy={showErrors && !check.valid ? summaryId : undefined}
    >
      {methods.status === 'loading' && (
        <div className={styles.cards} aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}
      {methods.status === 'error' && <QueryErrorAlert error={methods.error} onRetry={methods.retry} />}
      {selectable.length > 0 && (
        <RadioGroup<DeliveryType>
          legend={intl.formatMessage({ id: 'delivery.method_legend' })}
          variant="cards"
          columns={2}
          value={type ?? undefined}
          onChange={(value) => {
            setType(value);
            setShowErrors(false);
          }}
          error={error('method')}
          options={selectable.map((candidate) => ({
            value: candidate.type,
            label: candidate.name,
            description: candidate.description || undefined,
            icon: methodIcon(candidate),
            aside:
              candidate.fee.amount > 0 ? (
                <strong>{format.money(candidate.fee.amount)}</strong>
              ) : (
                <span className={styles.free}>{intl.formatMessage({ id: 'delivery.free' })}</span>
              ),
          }))}
        />
      )}

      {method?.type === 'DOORSTEP_DELIVERY' && (
        <Stack gap={5}>
          <Card variant="sunken" padding="sm">
            <p className={styles.label}>{intl.formatMessage({ id: 'delivery.ship_to' })}</p>
            {addressLines.length > 0 ? (
              <address className={styles.address}>
                {addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              <p className={styles.muted}>{intl.formatMessage({ id: 'delivery.no_address' })}</p>
            )}
          </Card>
          {slotCalendar && (
            <section aria-busy={slots.status === 'loading'} className={styles.slots}>
              <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'delivery.slot_legend' })}</h2>
              {slots.status === 'loading' && <Skeleton height="8rem" />}
              {slots.status === 'error' && <QueryErrorAlert error={slots.error} onRetry={slots.retry} />}
              {slots.status === 'success' && !slots.data?.some((candidate) => candidate.available) && (
                <Alert tone="warning">{intl.formatMessage({ id: 'delivery.no_slots' })}</Alert>
              )}
              {error('slot') && (
                <p className={styles.error} role="alert">
                  {error('slot')}
                </p>
              )}
              {slotsByDay(slots.data ?? []).map((day) => (
                <RadioGroup<string>
                  key={day.date}
                  name={slotName}
                  legend={dayLabel(day.date)}
                  value={slotId ?? undefined}
                  onChange={setSlotId}
                  className={styles.day}
                  options={day.slots.map((candidate: DeliverySlot) => ({
                    value: candidate.slotId,
                    label: intl.formatMessage(
                      { id: 'delivery.slot_time' },
                      { start: candidate.startTime, end: candidate.endTime },
                    ),
                    disabled: !candidate.available,
                    ...(candidate.available
                      ? {}
                      : {
                          aside: (
                            <span className={styles.full}>
                              {intl.formatMessage({ id: 'delivery.slot_full' })}
                            </span>
                          ),
                        }),
                  }))}
                />
              ))}
            </section>
          )}
        </Stack>
      )}

      {method?.type === 'SELF_PICKUP' && (
        <Stack gap={4}>
          <FieldWithButton>
            <TextField
              id={zipId}
              label={intl.formatMessage({ id: 'delivery.pickup_zip' })}
              hint={intl.formatMessage({ id: 'delivery.pickup_zip_hint' }, { size: zipCodeSize })}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={zipCodeSize}
              value={zip}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  // Enter looks the code up rather than leaving the step.
                  event.preventDefault();
                  void findPickup(zip);
                  return;
                }
                if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
              }}
              onChange={(event) => {
                setZip(digitsOf(event.target.value).slice(0, zipCodeSize));
                setZipError(false);
              }}
              error={
                zipError
                  ? intl.formatMessage({ id: 'validation.address.zip_code' }, { size: zipCodeSize })
                  : pickupProblem && !pickup && !findingPickup
                    ? // The notification (§8) fades; the reason stays under the field.
                      intl.formatMessage({
                        id:
                          pickupProblem === 'none'
                            ? NO_PICKUP_LOCATIONS_MESSAGE_ID
                            : PICKUP_LOOKUP_FAILED_MESSAGE_ID,
                      })
                    : error('pickup')
              }
            />
            <Button
              variant="secondary"
              onClick={() => void findPickup(zip)}
              loading={findingPickup}
              loadingLabel={intl.formatMessage({ id: 'delivery.finding_pickup' })}
              iconStart={<IconSearch />}
            >
              {intl.formatMessage({ id: 'delivery.find_pickup' })}
            </Button>
          </FieldWithButton>
          {findingPickup && !pickup && <Skeleton height="7rem" />}
          {pickup && <PickupCard location={pickup} />}
        </Stack>
      )}

      {showErrors && !check.valid && <FixErrorsSummary id={summaryId} />}
      <StepActions onBack={hasPreviousStep ? () => back() : undefined} />
    </StepForm>
  );
}

function PickupCard({ location }: { location: PickupLocation }) {
  const intl = useIntl();
  const headingId = useId();
  // 2024-01-01 was a Monday: day n of the week is that date plus n, named by the locale.
  const dayName = (index: number) =>
    intl.formatDate(new Date(Date.UTC(2024, 0, 1 + index)), { weekday: 'short', timeZone: 'UTC' });
  const ranges = openingHoursRanges(location.openingHours);
  const { address } = location;
  return (
    <Card as="section" aria-labelledby={headingId} variant="brand">
      <Stack gap={2}>
        <p className={styles.label}>{intl.formatMessage({ id: 'delivery.pickup_at' })}</p>
        <h2 id={headingId} className={styles.sectionTitle}>
          {location.name}
        </h2>
        <address className={styles.address}>
          <span>{address.addressLine1 || address.street}</span>
          <span>{[address.area, address.city].filter(Boolean).join(', ')}</span>
          <span>{[address.postalCode, address.state].filter(Boolean).join(' ')}</span>
        </address>
        {ranges.length > 0 && (
          <div>
            <p className={styles.label}>{intl.formatMessage({ id: 'delivery.opening_hours' })}</p>
            <ul className={styles.hours}>
              {ranges.map((range) => (
                <li key={range.from}>
                  {intl.formatMessage(
                    { id: 'delivery.hours_range' },
                    {
                      days:
                        range.from === range.to
                          ? dayName(weekdayIndex(range.from))
                          : `${dayName(weekdayIndex(range.from))}–${dayName(weekdayIndex(range.to))}`,
                      opens: range.opens,
                      closes: range.closes,
                    },
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {location.phone && (
          <p className={styles.muted}>
            {intl.formatMessage(
              { id: 'delivery.pickup_phone' },
              { phone: formatNationalNumber(location.phone) },
            )}
          </p>
        )}
        <p className={styles.muted}>{intl.formatMessage({ id: 'delivery.pickup_note' })}</p>
      </Stack>
    </Card>
  );
}
