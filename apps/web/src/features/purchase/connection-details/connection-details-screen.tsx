import {
  type AvailableNumber,
  canContinueConnectionDetails,
  canShowMoreNumbers,
  choiceForNumberType,
  chooseNewNumber,
  choosePortIn,
  digitsOf,
  donorTelcos,
  type FieldMessage,
  formatNationalNumber,
  HeldNumberSchema,
  heldAfterFailedLock,
  heldNumberLock,
  initialVisibleNumbers,
  isDigitFieldKeydownAllowed,
  lockFailureRefreshesList,
  lockNumber,
  type MessageId,
  NEW_NUMBER_SEARCH_MAX,
  NUMBER_LIST_MAX_RENDER,
  NUMBER_SEARCH_LIMIT,
  type NumberCategory,
  NumberCategorySchema,
  type NumberTypeChoice,
  NumberTypeChoiceSchema,
  newNumberSearchError,
  numberCategories,
  numberLockErrorMessageId,
  PORTABILITY_NIP_LENGTH,
  type PortInVerifiedEmitted,
  portInConfig,
  portInEligibility,
  portInMachine,
  portInView,
  searchNumbers,
  showMoreNumbers,
  TRANSFER_NUMBER_MAX,
  validatePortInNumber,
  validatePortInOtp,
} from '@senda/core';
import { useMachine } from '@xstate/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import {
  Alert,
  Button,
  FieldWithButton,
  IconPhone,
  IconSearch,
  IconSim,
  OtpBoxes,
  PageHeader,
  RadioGroup,
  SelectField,
  Skeleton,
  Spinner,
  Stack,
  TextField,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useGatewayQuery } from '../../../shared/use-gateway-query';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { StepActions } from '../step-form';
import styles from './connection-details-screen.module.css';

/** What the step keeps in the journey to refill the form (never the NIP: it is a secret for 5 days). */
interface ConnectionStepData {
  numberType?: NumberTypeChoice;
  category?: NumberCategory;
  search?: string;
  number?: string;
  lockedUntil?: string;
  donorId?: string;
  transferNumber?: string;
  requestId?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readStepData(data: Record<string, unknown>): ConnectionStepData {
  const numberType = text(data.numberType);
  const category = text(data.category);
  return {
    ...(numberType === 'new_number' || numberType === 'number_transfer' ? { numberType } : {}),
    ...(category === 'FREE_NUMBER' || category === 'PREMIUM_NUMBER' ? { category } : {}),
    search: text(data.search) ?? '',
    ...(text(data.number) ? { number: text(data.number) } : {}),
    ...(text(data.lockedUntil) ? { lockedUntil: text(data.lockedUntil) } : {}),
    ...(text(data.donorId) ? { donorId: text(data.donorId) } : {}),
    ...(text(data.transferNumber) ? { transferNumber: text(data.transferNumber) } : {}),
    ...(text(data.requestId) ? { requestId: text(data.requestId) } : {}),
  };
}

/** §5 digit filter on a field; shortcuts, Tab and Enter still work (core decides). */
const digitsOnlyKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
};

/**
 * Connection details (§2 /web/connection-details): the number-type choice. A new number is picked
 * from a category and a search, and locked on the spot; a transfer (port-in) goes through the
 * port-in machine (details → SMS code → verified). Which sub-step the transfer is in and when Next
 * goes on are core's (portInView, canContinueConnectionDetails).
 */
export default function ConnectionDetailsScreen() {
  const intl = useIntl();
  const { stores } = useServices();
  const { data, next, back } = useJourneyStep();
  const saved = useMemo(() => readStepData(data), [data]);
  const onboarding = useAtomValue(stores.onboarding.state);
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const [choice, setChoice] = useStepDraft(
    'numberType',
    NumberTypeChoiceSchema,
    () => saved.numberType ?? choiceForNumberType(onboarding.selectedNumberType),
  );

  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <Stack gap={6} className={styles.screen}>
      <PageHeader title={t('pages.connection_details.title')} subtitle={t('connection_details.subtitle')} />
      <RadioGroup<NumberTypeChoice>
        legend={t('connection_details.number_type_legend')}
        variant="cards"
        columns={2}
        value={choice}
        onChange={setChoice}
        options={[
          {
            value: 'new_number',
            label: t('steps.new_number'),
            description: t('connection_details.new_number_description'),
            icon: <IconSim size="1.75rem" />,
          },
          {
            value: 'number_transfer',
            label: t('steps.number_transfer'),
            description: t('connection_details.number_transfer_description'),
            icon: <IconPhone size="1.75rem" />,
          },
        ]}
      />
      {choice === 'new_number' ? (
        <NewNumberForm saved={saved} next={next} back={hasPreviousStep ? back : undefined} />
      ) : (
        <NumberTransferForm saved={saved} next={next} back={hasPreviousStep ? back : undefined} />
      )}
    </Stack>
  );
}

type Next = ReturnType<typeof useJourneyStep>['next'];

function NewNumberForm({
  saved,
  next,
  back,
}: {
  saved: ConnectionStepData;
  next: Next;
  back: (() => void) | undefined;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const { stores, gateway } = useServices();
  const onboarding = useAtomValue(stores.onboarding.state);
  const setOnboarding = useSetAtom(stores.onboarding.state);
  const numbersHeadingId = useId();
  const chooseErrorId = useId();

  const categories = useGatewayQuery(['numberCategories'], () => numberCategories(gateway));
  const [category, setCategory] = useStepDraft(
    'category',
    v.nullable(NumberCategorySchema),
    () => saved.category ?? (onboarding.selectedCategory as NumberCategory | null),
  );
  const activeCategory = category ?? categories.data?.[0]?.category;
  const [searchInput, setSearchInput] = useStepDraft('searchInput', v.string(), () => saved.search ?? '');
  const [search, setSearch] = useStepDraft('search', v.string(), () => saved.search ?? '');
  const [searchError, setSearchError] = useState<FieldMessage | undefined>();
  const [refresh, setRefresh] = useState(0);
  const numbers = useGatewayQuery(
    activeCategory ? ['searchNumbers', activeCategory, search, refresh] : null,
    () =>
      searchNumbers(gateway, {
        category: activeCategory as NumberCategory,
        search,
        limit: NUMBER_SEARCH_LIMIT,
      }),
  );
  const fetched: AvailableNumber[] = numbers.data ?? [];
  const [visible, setVisible] = useState(0);
  // A new answer starts a new page of 6 (§9).
  useEffect(() => setVisible(initialVisibleNumbers(numbers.data?.length ?? 0)), [numbers.data]);

  // Kept in the step's draft the moment it is taken: a reload or a failed request before Next
  // does not lose it; it counts while it is the order's number and has not expired.
  const [held, setLock] = useStepDraft('lock', v.nullable(HeldNumberSchema), () =>
    saved.number && saved.lockedUntil
      ? {
          number: saved.number,
          lockedUntil: saved.lockedUntil,
          ...(saved.category ? { category: saved.category } : {}),
        }
      : null,
  );
  const lock = heldNumberLock(held, { selectedNumber: onboarding.selectedNumber, now: Date.now() });
  // The search leaves out numbers already held, our own lock included: keep it on the list, first.
  const list: AvailableNumber[] =
    lock?.category && lock.category === activeCategory && !fetched.some((item) => item.number === lock.number)
      ? [{ number: lock.number, category: lock.category }, ...fetched].slice(0, NUMBER_LIST_MAX_RENDER)
      : fetched;
  const [locking, setLocking] = useState<string | null>(null);
  const [lockError, setLockError] = useState<MessageId | null>(null);
  const [showChooseError, setShowChooseError] = useState(false);

  const runSearch = () => {
    const error = newNumberSearchError(searchInput);
    setSearchError(error);
    if (error) return;
    setLockError(null);
    setSearch(searchInput);
    setRefresh((n) => n + 1);
  };

  const choose = async (number: AvailableNumber) => {
    if (locking) return;
    setLocking(number.number);
    setLockError(null);
    setShowChooseError(false);
    try {
      const result = await lockNumber(gateway, { selectedNumber: number.number });
      setLock({ number: result.number, lockedUntil: result.lockedUntil, category: number.category });
      setOnboarding((previous) =>
        chooseNewNumber(previous, {
          number: result.number,
          category: number.category,
          shown: list.slice(0, visible).map((n) => n.number),
        }),
      );
    } catch (error) {
      setLockError(numberLockErrorMessageId(error));
      setLock((previous) => heldAfterFailedLock(previous, number.number, error));
      if (lockFailureRefreshesList(error)) setRefresh((n) => n + 1);
    } finally {
      setLocking(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !canContinueConnectionDetails({
        choice: 'new_number',
        lockedNumber: lock?.number,
        portInVerified: false,
      }) ||
      !lock
    ) {
      setShowChooseError(true);
      return;
    }
    // The store already holds the number (chooseNewNumber on lock); make sure the type is NEW too.
    setOnboarding((previous) =>
      chooseNewNumber(previous, {
        number: lock.number,
        category: lock.category ?? activeCategory ?? 'FREE_NUMBER',
        shown: previous.selectedAvailableNumbers,
      }),
    );
    next({
      data: {
        numberType: 'new_number',
        category: lock.category ?? activeCategory,
        search,
        number: lock.number,
        lockedUntil: lock.lockedUntil,
      },
    });
  };

  const categoryOptions = (categories.data ?? []).map((offer) => ({
    value: offer.category,
    label: offer.name,
    description: offer.description || undefined,
    aside:
      offer.price.amount > 0 ? (
        <strong>{format.money(offer.price.amount)}</strong>
      ) : (
        <span className={styles.free}>{intl.formatMessage({ id: 'connection_details.category_free' })}</span>
      ),
  }));

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={6}>
        {categories.status === 'loading' && (
          <div aria-busy="true" className={styles.loading}>
            <Spinner size="sm" label={intl.formatMessage({ id: 'common.loading' })} />
            <Skeleton height="4.5rem" />
            <Skeleton height="4.5rem" />
          </div>
        )}
        {categories.status === 'error' && (
          <QueryErrorAlert error={categories.error} onRetry={categories.retry} />
        )}
        {categoryOptions.length > 0 && (
          <RadioGroup<NumberCategory>
            legend={intl.formatMessage({ id: 'connection_details.category_legend' })}
            value={activeCategory}
            onChange={(value) => {
              setCategory(value);
              setLock(null);
              setLockError(null);
            }}
            options={categoryOptions}
          />
        )}

        <FieldWithButton>
          <TextField
            label={intl.formatMessage({ id: 'connection_details.search_label' })}
            optionalLabel={intl.formatMessage({ id: 'common.optional' })}
            hint={intl.formatMessage({ id: 'connection_details.search_hint' })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={NEW_NUMBER_SEARCH_MAX}
            value={searchInput}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter searches rather than submitting the step.
                event.preventDefault();
                runSearch();
                return;
              }
              digitsOnlyKeys(event);
            }}
            onChange={(event) => {
              setSearchInput(digitsOf(event.target.value).slice(0, NEW_NUMBER_SEARCH_MAX));
              setSearchError(undefined);
            }}
            error={searchError ? intl.formatMessage({ id: searchError.id }, searchError.values) : undefined}
          />
          <Button
            variant="secondary"
            onClick={runSearch}
            iconStart={<IconSearch />}
            className={styles.searchButton}
          >
            {intl.formatMessage({ id: 'connection_details.search_button' })}
          </Button>
        </FieldWithButton>

        <section aria-labelledby={numbersHeadingId} aria-busy={numbers.status === 'loading'}>
          <Stack gap={3}>
            <h2 id={numbersHeadingId} className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'connection_details.numbers_legend' })}
            </h2>
            {lockError && (
              <Alert tone="danger" live="assertive">
                {intl.formatMessage({ id: lockError })}
              </Alert>
            )}
            {numbers.status === 'loading' && (
              <ul className={styles.numbers} aria-hidden="true">
                {Array.from({ length: 6 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <li key={i}>
                    <Skeleton height="3rem" />
                  </li>
                ))}
              </ul>
            )}
            {numbers.status === 'error' && <QueryErrorAlert error={numbers.error} onRetry={numbers.retry} />}
            {numbers.status === 'success' && list.length === 0 && (
              <p className={styles.muted}>{intl.formatMessage({ id: 'connection_details.no_numbers' })}</p>
            )}
            {list.length > 0 && (
              <>
                <ul className={styles.numbers}>
                  {list.slice(0, visible).map((item) => {
                    const chosen = lock?.number === item.number;
                    return (
                      <li key={item.number}>
                        <Button
                          variant={chosen ? 'primary' : 'secondary'}
                          fullWidth
                          aria-pressed={chosen}
                          loading={locking === item.number}
                          loadingLabel={intl.formatMessage({ id: 'connection_details.reserving' })}
                          onClick={() => void choose(item)}
                          className={styles.number}
                        >
                          {formatNationalNumber(item.number)}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
                <p className={styles.muted} aria-live="polite">
                  {intl.formatMessage(
                    { id: 'connection_details.numbers_count' },
                    { shown: visible, total: list.length },
                  )}
                </p>
                {canShowMoreNumbers(visible, list.length) && (
                  <Button
                    variant="ghost"
                    onClick={() => setVisible((count) => showMoreNumbers(count, list.length))}
                  >
                    {intl.formatMessage({ id: 'connection_details.show_more' })}
                  </Button>
                )}
              </>
            )}
          </Stack>
        </section>

        {lock && (
          <Alert tone="success" live="polite">
            {intl.formatMessage(
              { id: 'connection_details.reserved' },
              { number: formatNationalNumber(lock.number), time: format.time(lock.lockedUntil) },
            )}
          </Alert>
        )}
        {showChooseError && !lock && (
          <p id={chooseErrorId} className={styles.error} role="alert">
            {intl.formatMessage({ id: 'validation.number.choose' })}
          </p>
        )}
        <StepActions onBack={back} describedBy={showChooseError && !lock ? chooseErrorId : undefined} />
      </Stack>
    </form>
  );
}

function NumberTransferForm({
  saved,
  next,
  back,
}: {
  saved: ConnectionStepData;
  next: Next;
  back: (() => void) | undefined;
}) {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const onboarding = useAtomValue(stores.onboarding.state);
  const setOnboarding = useSetAtom(stores.onboarding.state);
  const errorId = useId();
  const idPrefix = useId();
  const fieldIds = { donor: `${idPrefix}-donor`, number: `${idPrefix}-number`, nip: `${idPrefix}-nip` };
  const donors = useGatewayQuery(['donorTelcos'], () => portInConfigAndDonors(gateway));

  const restored =
    saved.requestId &&
    saved.donorId &&
    saved.transferNumber &&
    onboarding.selectedNumberType === 'PORT_IN' &&
    onboarding.currentTelcoNumber === saved.transferNumber
      ? { donorId: saved.donorId, number: saved.transferNumber, requestId: saved.requestId }
      : null;

  const machine = useMemo(
    () =>
      portInMachine.provide({
        actors: {
          checkNumber: fromPromise(({ input }) => validatePortInNumber(gateway, input)),
          requestCode: fromPromise(({ input }) => portInEligibility(gateway, input)),
          checkCode: fromPromise(({ input }) => validatePortInOtp(gateway, input)),
        },
      }),
    [gateway],
  );
  // The operator and the number typed (never the NIP nor the SMS code) survive a reload.
  const [typed, setTyped] = useStepDraft(
    'transfer',
    v.object({ donorId: v.string(), number: v.string() }),
    () => ({
      donorId: saved.donorId ?? '',
      number: saved.transferNumber ?? onboarding.currentTelcoNumber,
    }),
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { ...typed, restored } });
  const view = portInView(snapshot);
  const { context } = snapshot;
  useEffect(() => {
    setTyped((previous) =>
      previous.donorId === context.donorId && previous.number === context.number
        ? previous
        : { donorId: context.donorId, number: context.number },
    );
  }, [context.donorId, context.number, setTyped]);

  const numberLength = donors.data?.config?.numberLength ?? null;
  useEffect(() => {
    send({ type: 'NUMBER_LENGTH.SET', value: numberLength });
  }, [numberLength, send]);

  const donorList = donors.data?.donors ?? [];
  const donorName = (id: string) => donorList.find((donor) => donor.id === id)?.name ?? id;

  // The store first, then the journey (SCREENS.md): the order cites the validated request id.
  const proceed = (verified: { number: string; donorId: string; requestId: string }) => {
    setOnboarding((previous) =>
      choosePortIn(previous, {
        number: verified.number,
        donor: { id: verified.donorId, name: donorName(verified.donorId) },
        requestId: verified.requestId,
      }),
    );
    next({
      data: {
        numberType: 'number_transfer',
        donorId: verified.donorId,
        transferNumber: verified.number,
        requestId: verified.requestId,
      },
    });
  };
  const proceedRef = useRef(proceed);
  proceedRef.current = proceed;

  useEffect(() => {
    const subscription = actorRef.on('verified', (event: PortInVerifiedEmitted) => proceedRef.current(event));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      view.stage === 'verified' &&
      canContinueConnectionDetails({ choice: 'number_transfer', lockedNumber: null, portInVerified: true }) &&
      context.requestId
    ) {
      proceed({ number: context.number, donorId: context.donorId, requestId: context.requestId });
      return;
    }
    send({ type: 'SUBMIT' });
    // After a refused attempt, take the keyboard to the first field that needs fixing.
    const after = portInView(actorRef.getSnapshot());
    const first = (['donor', 'number', 'nip'] as const).find((field) => after.fieldErrors[field]);
    if (first && after.busy === null) document.getElementById(fieldIds[first])?.focus();
  };

  const fieldError = (message: FieldMessage | undefined) =>
    message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  const formattedNumber = formatNationalNumber(context.number);

  const primaryLabel =
    view.primaryAction === 'send_code'
      ? intl.formatMessage({ id: 'connection_details.send_code' })
      : intl.formatMessage({ id: 'common.next' });

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Stack gap={5}>
        {donors.status === 'error' && <QueryErrorAlert error={donors.error} onRetry={donors.retry} />}
        {donors.status === 'loading' && <Skeleton height="4.75rem" />}
        {donors.status === 'success' && (
          <SelectField
            id={fieldIds.donor}
            label={intl.formatMessage({ id: 'connection_details.donor_label' })}
            placeholder={intl.formatMessage({ id: 'connection_details.donor_placeholder' })}
            options={donorList.map((donor) => ({ value: donor.id, label: donor.name }))}
            value={context.donorId}
            onChange={(event) => send({ type: 'DONOR.CHANGE', value: event.target.value })}
            error={fieldError(view.fieldErrors.donor)}
            disabled={view.busy !== null}
            required
          />
        )}
        <TextField
          id={fieldIds.number}
          label={intl.formatMessage({ id: 'connection_details.transfer_number_label' })}
          hint={intl.formatMessage({ id: 'connection_details.transfer_number_hint' })}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={TRANSFER_NUMBER_MAX}
          value={context.number}
          onKeyDown={digitsOnlyKeys}
          onChange={(event) =>
            send({ type: 'NUMBER.CHANGE', value: event.target.value.slice(0, TRANSFER_NUMBER_MAX) })
          }
          error={fieldError(view.fieldErrors.number)}
          readOnly={view.busy !== null}
          required
        />
        {view.stage !== 'verified' && (
          <TextField
            id={fieldIds.nip}
            label={intl.formatMessage({ id: 'connection_details.nip_label' })}
            hint={intl.formatMessage({ id: 'connection_details.nip_hint' })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={PORTABILITY_NIP_LENGTH}
            value={context.nip}
            onKeyDown={digitsOnlyKeys}
            onChange={(event) => send({ type: 'NIP.CHANGE', value: event.target.value })}
            error={fieldError(view.fieldErrors.nip)}
            readOnly={view.busy !== null}
            className={styles.nip}
            required
          />
        )}

        {view.stage === 'code' && (
          <div className={styles.codeBox}>
            <Stack gap={3}>
              <OtpBoxes
                label={intl.formatMessage(
                  { id: 'connection_details.otp_legend' },
                  { number: formattedNumber },
                )}
                boxLabel={(position, total) =>
                  intl.formatMessage({ id: 'verify_otp.digit_label' }, { position, total })
                }
                hint={intl.formatMessage({ id: 'connection_details.otp_hint' })}
                value={context.otp}
                onChange={(boxes) => send({ type: 'OTP.CHANGE', boxes })}
                error={fieldError(view.otpError)}
                disabled={view.busy === 'verify_code'}
                autoFocus
              />
              {view.codeResent && (
                <output className={styles.muted}>
                  {intl.formatMessage({ id: 'connection_details.code_resent' }, { number: formattedNumber })}
                </output>
              )}
              <div className={styles.codeLinks}>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => send({ type: 'RESEND' })}
                  loading={view.busy === 'resend'}
                  disabled={!view.canResend && view.busy !== 'resend'}
                >
                  {intl.formatMessage({ id: 'connection_details.resend_code' })}
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => send({ type: 'EDIT' })}
                  disabled={view.busy !== null}
                >
                  {intl.formatMessage({ id: 'connection_details.edit_details' })}
                </Button>
              </div>
            </Stack>
          </div>
        )}

        {view.stage === 'verified' && (
          <Alert
            tone="success"
            action={
              <Button variant="link" size="sm" onClick={() => send({ type: 'EDIT' })}>
                {intl.formatMessage({ id: 'connection_details.edit_details' })}
              </Button>
            }
          >
            {intl.formatMessage(
              { id: 'connection_details.verified' },
              { number: formattedNumber, donor: donorName(context.donorId) },
            )}
          </Alert>
        )}

        {view.errorMessageId && (
          <p id={errorId} className={styles.error} role="alert">
            {intl.formatMessage({ id: view.errorMessageId })}
          </p>
        )}
        <StepActions
          nextLabel={primaryLabel}
          loading={view.busy === 'send_code' || view.busy === 'verify_code'}
          loadingLabel={intl.formatMessage({
            id:
              view.busy === 'verify_code'
                ? 'connection_details.verifying'
                : 'connection_details.sending_code',
          })}
          disabled={!view.primaryEnabled && view.busy === null}
          onBack={back}
          describedBy={view.errorMessageId ? errorId : undefined}
        />
      </Stack>
    </form>
  );
}

/** The donor list and the port-in config together: the config only sets the number's length. */
async function portInConfigAndDonors(gateway: ReturnType<typeof useServices>['gateway']) {
  const [donors, config] = await Promise.all([donorTelcos(gateway), portInConfig(gateway).catch(() => null)]);
  return { donors, config };
}
