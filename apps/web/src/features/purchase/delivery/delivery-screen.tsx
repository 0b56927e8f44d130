import {
  type DeliveryMethod,
  type DeliveryType,
  DeliveryTypeSchema,
  PickupLocationSchema,
} from '@senda/core/gateway';
import {
  chooseDelivery,
  deliverySlotCalendar,
  deliveryStart,
  deliveryStepData,
  deliveryView,
  digitsOf,
  type FieldMessage,
  isDigitFieldKeydownAllowed,
  lookUpPickup,
  type PickupSearch,
  shownDeliveryType,
  zipCodeSizeFor,
} from '@senda/core/purchase';
import {
  customerProfileParametersQuery,
  deliveryMethodsQuery,
  deliverySlotsQuery,
} from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
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
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import styles from './delivery-screen.module.css';
import { PickupCard } from './pickup-card';
import { SlotPicker } from './slot-picker';

/**
 * Delivery (the spec's self-pickup): doorstep delivery in a slot, or self pickup at the first
 * location serving a postal code. What each method needs, the pick-up lookup and what it means,
 * and what Next stores are core's (purchase/delivery.view.ts); the choice goes to the store
 * before the journey moves on.
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
  const summaryId = useId();
  const zipId = useId();
  const [start] = useState(() => deliveryStart(onboarding, data));

  const [type, setType] = useStepDraft('method', v.nullable(DeliveryTypeSchema), () => start.type);
  const [slotId, setSlotId] = useStepDraft('slotId', v.nullable(v.string()), () => start.slotId);
  const [zip, setZip] = useStepDraft('zip', v.string(), () => start.zip);
  const [pickup, setPickup] = useStepDraft('pickup', v.nullable(PickupLocationSchema), () => start.pickup);
  const [search, setSearch] = useState<PickupSearch>({ status: 'idle' });
  const [showErrors, setShowErrors] = useState(false);

  const methods = queryView(useQuery(deliveryMethodsQuery(gateway)));
  const parameters = queryView(useQuery(customerProfileParametersQuery(gateway)));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  // Doorstep delivery and its earliest window come pre-chosen (the view says which); the calendar
  // to read is the one of the method shown chosen.
  const calendar = deliverySlotCalendar(
    methods.data,
    shownDeliveryType(methods.data, type, onboarding.deliveryAddressDetails),
  );
  const slots = queryView(
    useQuery({ ...deliverySlotsQuery(gateway, calendar ?? ''), enabled: Boolean(calendar) }),
  );
  const view = deliveryView({
    methods: methods.data,
    type,
    slots: slots.data,
    slotId,
    zip,
    zipCodeSize,
    pickup,
    search,
    showErrors,
    address: onboarding.deliveryAddressDetails,
  });

  const findPickup = async (postalCode: string) => {
    setSearch({ status: 'finding' });
    const result = await lookUpPickup(gateway, postalCode, zipCodeSize);
    if (result.status === 'found') setPickup(result.location);
    else if (result.status !== 'invalidZip') {
      setPickup(null);
      notify({ message: { id: result.messageId }, type: 'danger' });
    }
    setSearch(
      result.status === 'found' || result.status === 'invalidZip' ? { status: result.status } : result,
    );
  };

  // Choosing pickup with a postal code already known looks it up straight away, once per visit.
  const autoLooked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one automatic lookup per visit.
  useEffect(() => {
    if (!view.lookUpOnOpen || autoLooked.current) return;
    autoLooked.current = true;
    void findPickup(zip);
  }, [view.lookUpOnOpen]);

  const message = (field: FieldMessage | null) =>
    field ? intl.formatMessage({ id: field.id }, field.values) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = view.choice;
    if (!choice) {
      setShowErrors(true);
      return;
    }
    setOnboarding((previous) => chooseDelivery(previous, choice));
    next({ data: deliveryStepData(choice) });
  };

  const methodIcon = (candidate: DeliveryMethod) =>
    candidate.type === 'SELF_PICKUP' ? <IconStore size="1.75rem" /> : <IconTruck size="1.75rem" />;

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.delivery.title' })}
      subtitle={intl.formatMessage({ id: 'delivery.subtitle' })}
      onSubmit={submit}
      describedBy={view.showErrorSummary ? summaryId : undefined}
    >
      {methods.status === 'loading' && (
        <div className={styles.cards} aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}
      {methods.status === 'error' && <QueryErrorAlert error={methods.error} onRetry={methods.retry} />}
      {view.selectable.length > 0 && (
        <RadioGroup<DeliveryType>
          legend={intl.formatMessage({ id: 'delivery.method_legend' })}
          variant="cards"
          columns={2}
          value={view.type ?? undefined}
          onChange={(value) => {
            setType(value);
            setShowErrors(false);
          }}
          error={message(view.methodError)}
          options={view.selectable.map((candidate) => ({
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

      {view.method?.type === 'DOORSTEP_DELIVERY' && (
        <Stack gap={5}>
          <Card variant="sunken" padding="sm">
            <p className={styles.label}>{intl.formatMessage({ id: 'delivery.ship_to' })}</p>
            {view.addressLines.length > 0 ? (
              <address className={styles.address}>
                {view.addressLines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              <p className={styles.muted}>{intl.formatMessage({ id: 'delivery.no_address' })}</p>
            )}
          </Card>
          {view.slotCalendar && (
            <SlotPicker
              view={view}
              slots={slots}
              slotId={view.slotId}
              onChoose={setSlotId}
              error={message(view.slotError)}
            />
          )}
        </Stack>
      )}

      {view.method?.type === 'SELF_PICKUP' && (
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
                if (search.status === 'invalidZip') setSearch({ status: 'idle' });
              }}
              error={message(view.zipError)}
            />
            <Button
              variant="secondary"
              onClick={() => void findPickup(zip)}
              loading={search.status === 'finding'}
              loadingLabel={intl.formatMessage({ id: 'delivery.finding_pickup' })}
              iconStart={<IconSearch />}
            >
              {intl.formatMessage({ id: 'delivery.find_pickup' })}
            </Button>
          </FieldWithButton>
          {search.status === 'finding' && !pickup && <Skeleton height="7rem" />}
          {pickup && <PickupCard location={pickup} />}
        </Stack>
      )}

      {view.showErrorSummary && <FixErrorsSummary id={summaryId} />}
      <StepActions onBack={hasPreviousStep ? () => back() : undefined} />
    </StepForm>
  );
}
