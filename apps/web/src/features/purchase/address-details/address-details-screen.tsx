import {
  type Address,
  type AddressFormField,
  type AddressRules,
  AddressSchema,
  addressLookup,
  addressLookupFailure,
  applyAddressLookup,
  applyEkycSpecifications,
  colonias,
  completeAddress,
  customerProfileParameters,
  digitsOf,
  type EkycSpecifications,
  ekycSpecifications,
  emptyAddress,
  type FieldErrors,
  HOUSE_NUMBER_MAX_LENGTH,
  isDigitFieldKeydownAllowed,
  isValidZipCode,
  JOURNEY_CONDITIONS,
  journeyFactsFromStores,
  REFERENCES_MAX_LENGTH,
  STORE_COUNTRY,
  STREET_MAX_LENGTH,
  validateAddressDetails,
  withDefaultFacts,
  withPostalCode,
  zipCodeSizeFor,
} from '@senda/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Checkbox, SelectField, Spinner, TextField } from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { useServices } from '../../../shared/services-context';
import { useGatewayQuery } from '../../../shared/use-gateway-query';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import styles from './address-details-screen.module.css';

/** A saved address from the journey data, checked like the store checks it; anything else is empty. */
function savedAddress(value: unknown, fallback: Address): Address {
  const parsed = v.safeParse(AddressSchema, value);
  return parsed.success ? parsed.output : fallback;
}

/**
 * The postal-code lookup of one address (§3 lookup fields). It runs once the code has the right
 * length; what it finds is merged into the address by core's `applyAddressLookup`.
 */
function usePostalLookup(
  address: Address,
  zipCodeSize: number,
  onFound: (update: (a: Address) => Address) => void,
) {
  const { gateway } = useServices();
  const postalCode = address.postalCode;
  const ready = isValidZipCode(postalCode, zipCodeSize);
  const lookup = useGatewayQuery(ready ? ['addressLookup', STORE_COUNTRY, postalCode] : null, () =>
    addressLookup(gateway, { country: STORE_COUNTRY, postalCode }),
  );
  useEffect(() => {
    const found = lookup.data;
    // Only into the address that still has the code that was looked up.
    if (found)
      onFound((current) =>
        current.postalCode === found.postalCode ? applyAddressLookup(current, found) : current,
      );
  }, [lookup.data, onFound]);
  const failure = lookup.status === 'error' ? addressLookupFailure(lookup.error) : null;
  return {
    loading: lookup.status === 'loading',
    areas: lookup.data ? colonias(lookup.data) : [],
    notFound: failure?.kind === 'not_found',
    error: failure?.kind === 'failed' ? lookup.error : null,
    retry: lookup.retry,
  };
}

/**
 * Address details (§3 address, §4 same-as-billing): the billing address and, when something is
 * delivered, the delivery address; a postal code fills state, municipality and colonias. Every
 * check is core's `validateAddressDetails`; the size of the postal code comes from the customer
 * profile parameters (5 in Mexico, see `zipCodeSizeFor`).
 */
export default function AddressDetailsScreen() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const { data, next, back } = useJourneyStep();
  const onboarding = useAtomValue(stores.onboarding.state);
  const setOnboarding = useSetAtom(stores.onboarding.state);
  const setBillingAddress = useSetAtom(stores.onboarding.setBillingAddress);
  const setSameAsBilling = useSetAtom(stores.onboarding.setSameAsBilling);
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const summaryId = useId();

  // Whether a delivery address is asked at all is the journey's own condition (physical SIM, or
  // an eSIM whose specification ships something).
  const deliveryNeeded = useMemo(
    () => JOURNEY_CONDITIONS.deliveryNeeded.test(withDefaultFacts(journeyFactsFromStores(stores))),
    [stores],
  );

  const parameters = useGatewayQuery(['customerProfileParameters'], () => customerProfileParameters(gateway));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  // Read now so the next step (manual eKYC) is decided by the current specification.
  const ekyc = useGatewayQuery(['ekycSpecifications'], () => ekycSpecifications(gateway));

  const [billing, setBilling] = useStepDraft('billing', AddressSchema, () =>
    savedAddress(data.billing, onboarding.billingAddressDetails),
  );
  const [delivery, setDelivery] = useStepDraft('delivery', AddressSchema, () =>
    savedAddress(
      data.delivery,
      onboarding.sameAsBillingAddress ? emptyAddress() : onboarding.deliveryAddressDetails,
    ),
  );
  const [same, setSame] = useStepDraft('sameAsBilling', v.boolean(), () =>
    typeof data.sameAsBilling === 'boolean'
      ? data.sameAsBilling
      : // Most people get the SIM where they live: ticked unless a different address was given before.
        onboarding.sameAsBillingAddress ||
        !deliveryNeeded ||
        onboarding.deliveryAddressDetails.postalCode === '',
  );
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const billingLookup = usePostalLookup(billing, zipCodeSize, setBilling);
  const deliveryLookup = usePostalLookup(delivery, zipCodeSize, setDelivery);
  const sameAsBilling = same || !deliveryNeeded;

  const rulesFor = (lookup: { notFound: boolean }): AddressRules => ({
    zipCodeSize,
    postalCodeNotFound: lookup.notFound,
  });
  const check = validateAddressDetails({
    billing,
    delivery,
    sameAsBilling,
    billingRules: rulesFor(billingLookup),
    deliveryRules: rulesFor(deliveryLookup),
  });

  const stepData = () => ({ billing, delivery, sameAsBilling: same });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) {
      setShowErrors(true);
      const section = !check.billing.valid ? 'billing' : 'delivery';
      const errors = section === 'billing' ? check.billing.errors : (check.delivery?.errors ?? {});
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(`${section}-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    let spec: EkycSpecifications | null = ekyc.data ?? null;
    if (!spec && ekyc.status !== 'error') spec = await ekycSpecifications(gateway).catch(() => null);
    setSubmitting(false);
    // Store first (SCREENS.md): billing, then the same-as-billing rule copies it over delivery.
    setBillingAddress(completeAddress(billing));
    if (!sameAsBilling)
      setOnboarding((previous) => ({ ...previous, deliveryAddressDetails: completeAddress(delivery) }));
    setSameAsBilling(sameAsBilling);
    // Without a specification the earlier answer stands; the order is refused later if eKYC was due.
    if (spec) {
      const loaded = spec;
      setOnboarding((previous) => applyEkycSpecifications(previous, loaded));
    }
    next({ data: stepData() });
  };

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.address_details.title' })}
      subtitle={intl.formatMessage({ id: 'address_details.subtitle' })}
      onSubmit={(event) => void submit(event)}
      describedBy={showErrors && !check.valid ? summaryId : undefined}
    >
      {showErrors && !check.valid && <FixErrorsSummary id={summaryId} />}
      <AddressFieldset
        prefix="billing"
        legend={intl.formatMessage({ id: 'steps.billing_address' })}
        address={billing}
        onChange={setBilling}
        zipCodeSize={zipCodeSize}
        lookup={billingLookup}
        errors={showErrors ? check.billing.errors : {}}
      />
      {deliveryNeeded && (
        <Checkbox
          label={intl.formatMessage({ id: 'address_details.same_as_billing' })}
          checked={same}
          onChange={(event) => setSame(event.target.checked)}
        />
      )}
      {!sameAsBilling && (
        <AddressFieldset
          prefix="delivery"
          legend={intl.formatMessage({ id: 'steps.shipping_address' })}
          address={delivery}
          onChange={setDelivery}
          zipCodeSize={zipCodeSize}
          lookup={deliveryLookup}
          errors={showErrors ? (check.delivery?.errors ?? {}) : {}}
        />
      )}
      <StepActions
        loading={submitting}
        onBack={hasPreviousStep ? () => back({ data: stepData() }) : undefined}
      />
    </StepForm>
  );
}

function AddressFieldset({
  prefix,
  legend,
  address,
  onChange,
  zipCodeSize,
  lookup,
  errors,
}: {
  prefix: 'billing' | 'delivery';
  legend: ReactNode;
  address: Address;
  onChange: (update: (current: Address) => Address) => void;
  zipCodeSize: number;
  lookup: ReturnType<typeof usePostalLookup>;
  errors: FieldErrors<AddressFormField>;
}) {
  const intl = useIntl();
  const id = (field: AddressFormField) => `${prefix}-${field}`;
  // Shipping fields carry the "shipping" autofill section, so the browser keeps the two apart.
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  const error = (field: AddressFormField) => {
    const message = errors[field];
    return message ? intl.formatMessage({ id: message.id }, message.values) : undefined;
  };
  const set = (field: AddressFormField) => (value: string) =>
    onChange((current) => ({ ...current, [field]: value }));
  const optional = intl.formatMessage({ id: 'common.optional' });
  const areaOptions = lookup.areas.map((area) => ({ value: area, label: area }));
  if (address.area && !lookup.areas.includes(address.area))
    areaOptions.unshift({ value: address.area, label: address.area });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <div className={styles.postal}>
          <TextField
            id={id('postalCode')}
            label={intl.formatMessage({ id: 'address_details.postal_code' })}
            hint={intl.formatMessage({ id: 'address_details.postal_code_hint' }, { size: zipCodeSize })}
            inputMode="numeric"
            autoComplete={`section-${prefix} ${section} postal-code`}
            maxLength={zipCodeSize}
            value={address.postalCode}
            onKeyDown={(event) => {
              if (!isDigitFieldKeydownAllowed(event)) event.preventDefault();
            }}
            onChange={(event) => {
              const postalCode = digitsOf(event.target.value).slice(0, zipCodeSize);
              onChange((current) => withPostalCode(current, postalCode));
            }}
            error={
              error('postalCode') ??
              (lookup.notFound ? intl.formatMessage({ id: 'validation.address.zip_not_found' }) : undefined)
            }
            suffix={
              lookup.loading ? (
                <Spinner size="sm" label={intl.formatMessage({ id: 'address_details.looking_up' })} />
              ) : undefined
            }
            required
          />
        </div>
        {lookup.error !== null && (
          <QueryErrorAlert error={lookup.error} onRetry={lookup.retry} className={styles.wide} />
        )}
        <TextField
          id={id('state')}
          label={intl.formatMessage({ id: 'address_details.state' })}
          autoComplete={`section-${prefix} ${section} address-level1`}
          value={address.state}
          readOnly
          tabIndex={address.state ? 0 : -1}
          error={error('state')}
          className={styles.filled}
        />
        <TextField
          id={id('city')}
          label={intl.formatMessage({ id: 'address_details.city' })}
          autoComplete={`section-${prefix} ${section} address-level2`}
          value={address.city}
          readOnly
          tabIndex={address.city ? 0 : -1}
          error={error('city')}
          className={styles.filled}
        />
        <SelectField
          id={id('area')}
          label={intl.formatMessage({ id: 'address_details.area' })}
          placeholder={intl.formatMessage({ id: 'address_details.area_placeholder' })}
          options={areaOptions}
          value={address.area}
          onChange={(event) => set('area')(event.target.value)}
          disabled={areaOptions.length === 0}
          error={error('area')}
          required
          className={styles.wide}
        />
        <TextField
          id={id('street')}
          label={intl.formatMessage({ id: 'address_details.street' })}
          autoComplete={`section-${prefix} ${section} address-line1`}
          maxLength={STREET_MAX_LENGTH + 20}
          value={address.street}
          onChange={(event) => set('street')(event.target.value)}
          error={error('street')}
          required
          className={styles.wide}
        />
        <TextField
          id={id('blockNumber')}
          label={intl.formatMessage({ id: 'address_details.exterior_number' })}
          autoComplete="off"
          maxLength={HOUSE_NUMBER_MAX_LENGTH + 5}
          value={address.blockNumber}
          onChange={(event) => set('blockNumber')(event.target.value)}
          error={error('blockNumber')}
          required
        />
        <TextField
          id={id('unit')}
          label={intl.formatMessage({ id: 'address_details.interior_number' })}
          optionalLabel={optional}
          autoComplete={`section-${prefix} ${section} address-line2`}
          maxLength={HOUSE_NUMBER_MAX_LENGTH + 5}
          value={address.unit}
          onChange={(event) => set('unit')(event.target.value)}
          error={error('unit')}
        />
        <TextField
          id={id('landmark')}
          label={intl.formatMessage({ id: 'address_details.references' })}
          optionalLabel={optional}
          hint={intl.formatMessage({ id: 'address_details.references_hint' })}
          autoComplete="off"
          maxLength={REFERENCES_MAX_LENGTH + 20}
          value={address.landmark}
          onChange={(event) => set('landmark')(event.target.value)}
          error={error('landmark')}
          className={styles.wide}
        />
      </div>
    </fieldset>
  );
}
