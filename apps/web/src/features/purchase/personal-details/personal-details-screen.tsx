import { DEFAULT_MINIMUM_AGE } from '@senda/core/config';
import {
  CONTACT_NUMBER_LENGTH,
  CURP_INPUT_MAX_LENGTH,
  type CurpAtLineLimit,
  contactPhoneAskedNow,
  curpLineLimitReached,
  digitsOf,
  type FieldMessage,
  isDigitFieldKeydownAllowed,
  NAME_MAX_LENGTH,
  PERSONAL_DETAILS_CHECKED_FIELDS,
  type PersonalDetailsCheckedField,
  type PersonalDetailsFormField,
  PersonalDetailsFormSchema,
  personalDetailsFromForm,
  prefillPersonalDetails,
  profileFillsPersonalDetails,
  readStepData,
  SURNAMES_MAX_LENGTH,
  validatePersonalDetails,
  withCurp,
} from '@senda/core/purchase';
import { customerProfileParametersQuery, nationalitiesQuery } from '@senda/core/queries';
import { EMAIL_MAX_LENGTH } from '@senda/core/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Alert, DatePartsField, SelectField, Skeleton, TextField } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm, useFieldChange } from '../step-form';
import styles from './personal-details-screen.module.css';
import { usePersonalDetailsOptions } from './use-personal-details-options';
import { useProfileForPersonalDetails } from './use-profile-for-personal-details';

const contactDigits = (raw: string) => digitsOf(raw).slice(0, CONTACT_NUMBER_LENGTH);
const digitKeysOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
};

/**
 * Personal details (the spec's profile fields), prefilled from the user profile and the session's
 * e-mail; every check is core's `validatePersonalDetails`. The CURP first fills the date of birth
 * (core's `withCurp`). One "Nombre(s)" (middleName joined), one "Apellidos" (the order's lastName);
 * the contact phone only where the order needs one (core's `contactPhoneAsked`).
 */
export default function PersonalDetailsScreen() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const queryClient = useQueryClient();
  const { data, next, back } = useJourneyStep();
  const onboarding = useAtomValue(stores.onboarding.state);
  const locale = useAtomValue(stores.locale.currentLocale);
  const setOnboarding = useSetAtom(stores.onboarding.state);
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const summaryId = useId();
  const idPrefix = useId();
  const fieldId = (field: PersonalDetailsFormField | 'dob') => `${idPrefix}-${field}`;

  const { profile, sessionEmail } = useProfileForPersonalDetails();

  const nationalityList = queryView(useQuery(nationalitiesQuery(gateway)));
  const parameters = queryView(useQuery(customerProfileParametersQuery(gateway)));
  const minimumAge = onboarding.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const maximumAge = parameters.data?.maximumAge;

  const transferNumber = onboarding.selectedNumberType === 'PORT_IN' ? onboarding.currentTelcoNumber : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule reads the onboarding store's choices.
  const asksPhone = useMemo(() => contactPhoneAskedNow(stores), [stores, onboarding]);
  const [form, setForm] = useStepDraft('form', PersonalDetailsFormSchema, () =>
    prefillPersonalDetails({
      stored: { ...onboarding.personalDetails, ...readStepData('personal-details', data) },
      profile,
      sessionEmail,
      transferNumber,
    }),
  );
  const prefilledFromProfile = profileFillsPersonalDetails(profile);
  // A profile that lands after the first render fills only what is still empty.
  useEffect(() => {
    if (profile)
      setForm((previous) =>
        prefillPersonalDetails({ stored: previous, profile, sessionEmail, transferNumber }),
      );
  }, [profile, sessionEmail, transferNumber, setForm]);

  const [showErrors, setShowErrors] = useState(false);
  // The registry's answer for a CURP at its line limit; core's rule says when it applies.
  const [curpAtLineLimit, setCurpAtLineLimit] = useState<CurpAtLineLimit | null>(null);
  const [checkingCurp, setCheckingCurp] = useState(false);
  const validate = (values: typeof form) =>
    validatePersonalDetails(values, {
      today: new Date(),
      locale,
      minimumAge,
      curpAtLineLimit,
      contactNumberAsked: asksPhone,
      ...(maximumAge ? { maximumAge } : {}),
    });
  // Until a Next shows the errors nothing is checked while typing; once they show, they follow the
  // form a render behind the keystroke (a deferred value), so the key's frame never waits for it.
  const checkedForm = useDeferredValue(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: validate reads the rules listed here.
  const check = useMemo(
    () => (showErrors ? validate(checkedForm) : null),
    [showErrors, checkedForm, locale, minimumAge, curpAtLineLimit, maximumAge, asksPhone],
  );
  const errorFor = (field: PersonalDetailsCheckedField) => {
    const message: FieldMessage | undefined = check?.errors[field];
    return message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  };
  const showsErrors = check !== null && !check.valid;
  const change = useFieldChange(setForm);

  const showFirstError = (errors: Partial<Record<PersonalDetailsCheckedField, FieldMessage>>) => {
    setShowErrors(true);
    const first = PERSONAL_DETAILS_CHECKED_FIELDS.find((field) => errors[field]);
    // The date's message points at its first part.
    if (first) document.getElementById(first === 'dob' ? `${fieldId('dob')}-day` : fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checkingCurp) return;
    const check = validate(form);
    if (!check.valid) {
      showFirstError(check.errors);
      return;
    }
    setCheckingCurp(true);
    const atLimit = await curpLineLimitReached({ gateway, queryClient }, form, check).finally(() =>
      setCheckingCurp(false),
    );
    if (atLimit) {
      setCurpAtLineLimit(atLimit);
      showFirstError({ curp: { id: 'validation.curp.line_limit' } });
      return;
    }
    setOnboarding((previous) => ({
      ...previous,
      personalDetails: personalDetailsFromForm(form, previous.personalDetails, {
        contactNumberAsked: asksPhone,
      }),
    }));
    next({ data: { ...form } });
  };

  const { monthOptions, nationalityOptions, dobLabels } = usePersonalDetailsOptions(
    nationalityList.data,
    form.nationality,
  );
  const dob = useMemo(
    () => ({ day: form.dobDay, month: form.dobMonth, year: form.dobYear }),
    [form.dobDay, form.dobMonth, form.dobYear],
  );
  const changeDob = useCallback(
    (date: { day: string; month: string; year: string }) =>
      setForm((previous) => ({ ...previous, dobDay: date.day, dobMonth: date.month, dobYear: date.year })),
    [setForm],
  );
  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.personal_details.title' })}
      subtitle={intl.formatMessage({ id: 'personal_details.subtitle' })}
      onSubmit={(event) => void submit(event)}
      describedBy={showsErrors ? summaryId : undefined}
    >
      {prefilledFromProfile && (
        <Alert tone="info">{intl.formatMessage({ id: 'personal_details.prefilled' })}</Alert>
      )}
      {showsErrors && <FixErrorsSummary id={summaryId} />}
      <div className={styles.grid}>
        <TextField
          id={fieldId('curp')}
          label={intl.formatMessage({ id: 'personal_details.curp' })}
          hint={intl.formatMessage({ id: 'personal_details.curp_hint' })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CURP_INPUT_MAX_LENGTH}
          value={form.curp}
          onChange={(event) => setForm((previous) => withCurp(previous, event.target.value))}
          error={errorFor('curp')}
          required
          className={styles.wide}
        />
        <TextField
          id={fieldId('firstName')}
          label={intl.formatMessage({ id: 'personal_details.first_name' })}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH + 10}
          value={form.firstName}
          onChange={change('firstName')}
          error={errorFor('firstName')}
          required
          className={styles.wide}
        />
        <TextField
          id={fieldId('lastNames')}
          label={intl.formatMessage({ id: 'personal_details.last_names' })}
          hint={intl.formatMessage({ id: 'personal_details.last_names_hint' })}
          autoComplete="family-name"
          maxLength={SURNAMES_MAX_LENGTH + 10}
          value={form.lastNames}
          onChange={change('lastNames')}
          error={errorFor('lastNames')}
          required
          className={styles.wide}
        />
        <DatePartsField
          id={fieldId('dob')}
          legend={intl.formatMessage({ id: 'personal_details.dob' })}
          hint={intl.formatMessage({ id: 'personal_details.dob_hint' }, { min: minimumAge })}
          value={dob}
          onChange={changeDob}
          labels={dobLabels}
          monthOptions={monthOptions}
          monthPlaceholder={intl.formatMessage({ id: 'personal_details.dob_month_placeholder' })}
          autoCompletePrefix="bday"
          error={errorFor('dob')}
          className={styles.wide}
        />
        {asksPhone && (
          <TextField
            id={fieldId('contactNumber')}
            label={intl.formatMessage({ id: 'personal_details.contact_number' })}
            hint={intl.formatMessage({ id: 'personal_details.contact_number_hint' })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix="+52"
            maxLength={CONTACT_NUMBER_LENGTH}
            value={form.contactNumber}
            onKeyDown={digitKeysOnly}
            onChange={change('contactNumber', contactDigits)}
            error={errorFor('contactNumber')}
            required
          />
        )}
        <TextField
          id={fieldId('email')}
          label={intl.formatMessage({ id: 'personal_details.email' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          value={form.email}
          onChange={change('email')}
          error={errorFor('email')}
          required
          className={styles.wide}
        />
        {nationalityList.status === 'error' && (
          <QueryErrorAlert
            error={nationalityList.error}
            onRetry={nationalityList.retry}
            className={styles.wide}
          />
        )}
        {nationalityList.status === 'loading' ? (
          <Skeleton height="4.75rem" className={styles.wide} />
        ) : (
          <SelectField
            id={fieldId('nationality')}
            label={intl.formatMessage({ id: 'personal_details.nationality' })}
            placeholder={intl.formatMessage({ id: 'personal_details.nationality_placeholder' })}
            options={nationalityOptions}
            value={form.nationality}
            onChange={change('nationality')}
            error={errorFor('nationality')}
            required
            className={styles.wide}
          />
        )}
      </div>
      <StepActions
        loading={checkingCurp}
        onBack={hasPreviousStep ? () => back({ data: { ...form } }) : undefined}
      />
    </StepForm>
  );
}
