import {
  type AddressRules,
  addressDetailsStart,
  addressStepAsksDelivery,
  firstAddressErrorField,
  ManualPlaceSchema,
  saveAddressDetails,
  specificationForNextStep,
  validateAddressDetails,
  zipCodeSizeFor,
} from '@senda/core/purchase';
import { customerProfileParametersQuery, ekycSpecificationsQuery } from '@senda/core/queries';
import { AddressSchema } from '@senda/core/stores';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { Checkbox } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { FixErrorsSummary, StepActions, StepForm } from '../step-form';
import { AddressFieldset } from './address-fieldset';
import { usePostalLookup } from './use-postal-lookup';

const NO_ERRORS = {};

/**
 * Address details (the spec's address, the spec's same-as-billing): the billing address and, when something is
 * delivered, the delivery address; a postal code fills state, municipality and colonias (or, for a
 * code the lookup does not know, the customer types them). Every
 * check is core's `validateAddressDetails`, where the step starts and what it stores are core's
 * (address-details.step.ts); the size of the postal code comes from the customer profile
 * parameters (5 in Mexico, see `zipCodeSizeFor`).
 */
export default function AddressDetailsScreen() {
  const intl = useIntl();
  const { stores, gateway, queryClient } = useServices();
  const { data, next, back } = useJourneyStep();
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const summaryId = useId();

  const [asksDelivery] = useState(() => addressStepAsksDelivery(stores));
  const [start] = useState(() => addressDetailsStart(stores, data, asksDelivery));

  const parameters = queryView(useQuery(customerProfileParametersQuery(gateway)));
  const zipCodeSize = zipCodeSizeFor({ parameters: parameters.data ?? null });
  // Read now so the next step (manual eKYC) is decided by the current specification.
  const ekyc = queryView(useQuery(ekycSpecificationsQuery(gateway)));

  const [billing, setBilling] = useStepDraft('billing', AddressSchema, () => start.billing);
  const [delivery, setDelivery] = useStepDraft('delivery', AddressSchema, () => start.delivery);
  const [same, setSame] = useStepDraft('sameAsBilling', v.boolean(), () => start.sameAsBilling);
  const [billingManual, setBillingManual] = useStepDraft(
    'billingManual',
    ManualPlaceSchema,
    () => start.billingManual,
  );
  const [deliveryManual, setDeliveryManual] = useStepDraft(
    'deliveryManual',
    ManualPlaceSchema,
    () => start.deliveryManual,
  );
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const billingLookup = usePostalLookup(billing, zipCodeSize, billingManual, setBilling);
  const deliveryLookup = usePostalLookup(delivery, zipCodeSize, deliveryManual, setDelivery);
  const sameAsBilling = same || !asksDelivery;

  const rulesFor = (lookup: { notFound: boolean }): AddressRules => ({
    zipCodeSize,
    postalCodeNotFound: lookup.notFound,
  });
  const validate = (addresses: { billing: typeof billing; delivery: typeof delivery }) =>
    validateAddressDetails({
      ...addresses,
      sameAsBilling,
      // Nothing is delivered (an eSIM): the order and a CFDI need the postal code alone.
      billingRules: { ...rulesFor(billingLookup), postalCodeOnly: !asksDelivery },
      deliveryRules: rulesFor(deliveryLookup),
    });
  // Nothing is checked while typing until a Next shows the errors; then they follow the addresses
  // a render behind the keystroke (a deferred value), so the key's frame never waits for them.
  const checked = useDeferredValue(useMemo(() => ({ billing, delivery }), [billing, delivery]));
  const shownCheck = showErrors ? validate(checked) : null;
  const values = { billing, delivery, sameAsBilling: same, billingManual, deliveryManual };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate({ billing, delivery });
    if (!check.valid) {
      setShowErrors(true);
      const first = firstAddressErrorField(check);
      // focus() alone scrolls only when the field is wholly out of view, so one half under the
      // sticky header stayed there: the field is brought to the middle of the screen.
      const field = first ? document.getElementById(first) : null;
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'center' });
      return;
    }
    setSubmitting(true);
    const specification = await specificationForNextStep(
      { gateway, queryClient },
      {
        specification: ekyc.data,
        failed: ekyc.status === 'error',
      },
    );
    setSubmitting(false);
    next({ data: saveAddressDetails(stores, values, asksDelivery, specification) });
  };

  return (
    <StepForm
      title={intl.formatMessage({ id: 'pages.address_details.title' })}
      subtitle={intl.formatMessage({
        id: asksDelivery ? 'address_details.subtitle' : 'address_details.subtitle_postal_code_only',
      })}
      onSubmit={(event) => void submit(event)}
      describedBy={shownCheck && !shownCheck.valid ? summaryId : undefined}
    >
      {shownCheck && !shownCheck.valid && <FixErrorsSummary id={summaryId} />}
      <AddressFieldset
        prefix="billing"
        legend={intl.formatMessage({ id: 'steps.billing_address' })}
        postalCodeOnly={!asksDelivery}
        address={billing}
        onChange={setBilling}
        zipCodeSize={zipCodeSize}
        lookup={billingLookup}
        manual={billingManual}
        onManualChange={setBillingManual}
        errors={shownCheck?.billing.errors ?? NO_ERRORS}
      />
      {asksDelivery && (
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
          manual={deliveryManual}
          onManualChange={setDeliveryManual}
          errors={shownCheck?.delivery?.errors ?? NO_ERRORS}
        />
      )}
      <StepActions loading={submitting} onBack={hasPreviousStep ? () => back({ data: values }) : undefined} />
    </StepForm>
  );
}
