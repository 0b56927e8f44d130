import type { OrderPreview } from '@senda/core/gateway';
import {
  type CheckoutSelection,
  checkoutNeedsNumberCategories,
  checkoutPreviewInput,
  expectedBasketLines,
} from '@senda/core/machines/checkout';
import { PURCHASE_ROUTES } from '@senda/core/navigation';
import { orderSummaryFacts } from '@senda/core/orders';
import {
  promoAvailability,
  readStepData,
  resolveTermsAcceptanceMode,
  TermsStateSchema,
  termsAccepted,
} from '@senda/core/purchase';
import {
  consentSettingsQuery,
  numberCategoriesQuery,
  orderPreviewQuery,
  promotionConfigQuery,
} from '@senda/core/queries';
import { noticeInput } from '@senda/core/stores';
import {
  applyPromoCodeFromQuery,
  PROMO_CODE_QUERY_KEY,
  PROMO_MAXIMUM_REACHED_NOTIFICATION,
} from '@senda/core/validation';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  Alert,
  buttonClassName,
  FormButtons,
  PageHeader,
  Skeleton,
  SplitLayout,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useJourneyStep } from '../../journey/use-journey-step';
import { useStepDraft } from '../../journey/use-step-draft';
import { AutoRenewalOffer } from './auto-renewal-offer';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { PromoCodes } from './promo-codes';
import { SummaryPaymentSection } from './summary-payment-section';
import { TermsAcceptance } from './terms-acceptance';
import { useSummaryPayment } from './use-summary-payment';

/**
 * /web/order-summary: the basket priced by the gateway (order preview), promo codes, the total
 * with tax, the terms in the journey's acceptance mode, then the order is placed by the checkout
 * machine (core machines/checkout: one order per basket, kept as the payment target).
 *
 * Where it is paid is the journey's call (useSummaryPayment): when journeys/purchase.json skips
 * the payment step (one way to pay), this screen takes the payment: ticking the terms places the
 * order and the card form, OXXO and SPEI open under the tick, so the customer ticks and pays.
 * Otherwise Next places the order and the journey goes on to choose the way to pay.
 */
export default function OrderSummaryScreen() {
  const intl = useIntl();
  const { stores, gateway } = useServices();
  const location = useLocation();
  const { back, data, definition, journeyData } = useJourneyStep();
  const format = useFormatters();
  const onboarding = useAtomValue(stores.onboarding.state);
  const auth = useAtomValue(stores.auth.state);
  const trialPlan = useAtomValue(stores.onboarding.isPromoDisabled);
  const notify = useSetAtom(stores.notifications.add);
  const settings = definition.file.settings;

  const promotion = queryView(useQuery(promotionConfigQuery(gateway)));
  const consent = queryView(useQuery(consentSettingsQuery(gateway)));
  const newNumber = checkoutNeedsNumberCategories(onboarding);
  const categories = queryView(useQuery({ ...numberCategoriesQuery(gateway), enabled: newNumber }));

  const selection: CheckoutSelection = useMemo(
    () => ({
      onboarding,
      channel: auth.selectedChannel,
      accountEmail: auth.userEmail,
      numberCategories: categories.data,
      // The request id of the port-in code the number step validated.
      portInRequestId: readStepData('connection-details', journeyData['connection-details']).requestId,
    }),
    [onboarding, auth.selectedChannel, auth.userEmail, categories.data, journeyData],
  );
  const previewInput = useMemo(() => checkoutPreviewInput(selection), [selection]);
  // The number line needs its category's sku: price once the categories are known (or failed).
  const categoriesSettled = !newNumber || categories.status === 'success' || categories.status === 'error';
  const preview = queryView(
    useQuery({
      ...orderPreviewQuery(gateway, previewInput as NonNullable<typeof previewInput>),
      enabled: Boolean(previewInput) && categoriesSettled,
    }),
  );
  // The last priced basket stays on screen while a promo change is re-priced.
  const [shown, setShown] = useState<OrderPreview | null>(null);
  useEffect(() => {
    if (preview.data) setShown(preview.data);
  }, [preview.data]);

  const maxPromoCodes = promotion.data?.maxPromoCodes ?? 0;
  const promo = promoAvailability({
    trialPlan,
    journeyEnabled: settings?.promoCodes?.enabled,
    configEnabled: promotion.data?.promoEnabled,
    maxPromoCodes: promotion.data?.maxPromoCodes,
  });
  const limitReached = () => notify(noticeInput(PROMO_MAXIMUM_REACHED_NOTIFICATION));

  // A promo code carried by the link (the spec's promo_code), applied once the limit is known.
  const queryCodeHandled = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the promotion config settles.
  useEffect(() => {
    if (queryCodeHandled.current || promotion.status !== 'success' || promo !== 'enabled') return;
    queryCodeHandled.current = true;
    const raw = new URLSearchParams(location.search).get(PROMO_CODE_QUERY_KEY);
    if (raw === null) return;
    const result = applyPromoCodeFromQuery(raw, {
      selected: onboarding.selectedPromoCodes,
      max: maxPromoCodes,
    });
    if (result.kind === 'added') placing.changePromoCodes(result.codes);
    else if (result.kind === 'limit_reached') limitReached();
  }, [promotion.status, promo]);

  const termsMode = resolveTermsAcceptanceMode({
    journeyMode: settings?.termsAcceptanceMode,
    consentDocuments: consent.data?.documents,
  });
  const termsUrl = consent.data?.documents.find((document) => document.consentType === 'TERMS_OF_USE')?.url;
  const [terms, setTerms] = useStepDraft('terms', TermsStateSchema, () => ({
    scrolledToEnd: data.termsAccepted === true,
    accepted: data.termsAccepted === true,
  }));
  const [termsError, setTermsError] = useState(false);
  const { payment, placing, payable, place, paid, payLater } = useSummaryPayment({
    selection,
    priced: preview.data,
    pricing: preview.status === 'loading',
    consentDocuments: consent.data?.documents,
    consentLoading: consent.status === 'loading',
    termsMode,
    accepted: termsAccepted(termsMode, terms),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!preview.data) return;
    if (!termsAccepted(termsMode, terms)) {
      setTermsError(true);
      return;
    }
    place();
  }

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'pages.order_summary.title' })}
      subtitle={intl.formatMessage({ id: 'order_summary.subtitle' })}
    />
  );

  if (!previewInput) {
    return (
      <Stack gap={6}>
        {header}
        <Alert
          tone="info"
          title={intl.formatMessage({ id: 'order_summary.empty.title' })}
          action={
            <Link className={buttonClassName({ size: 'sm' })} to={PURCHASE_ROUTES.preCheckout}>
              {intl.formatMessage({ id: 'order_summary.empty.cta' })}
            </Link>
          }
        >
          {intl.formatMessage({ id: 'order_summary.empty.body' })}
        </Alert>
      </Stack>
    );
  }

  const repricing = preview.status === 'loading' || !categoriesSettled;
  // The basket beside the promo codes and terms on a desktop, above them on a phone.
  const basket = (
    <Stack gap={6}>
      {preview.status === 'error' && !shown && (
        <QueryErrorAlert error={preview.error} onRetry={preview.retry} />
      )}
      {(shown || preview.status !== 'error') && (
        <OrderLines preview={shown} expected={expectedBasketLines(selection)} busy={repricing} />
      )}
      {shown && preview.status === 'error' && (
        <QueryErrorAlert error={preview.error} onRetry={preview.retry} />
      )}
      <OrderFacts facts={orderSummaryFacts(onboarding)} />
    </Stack>
  );
  return (
    <SplitLayout header={header} aside={basket}>
      <Stack gap={6}>
        {promo === 'enabled' && (
          <PromoCodes
            selected={onboarding.selectedPromoCodes}
            results={shown?.promoCodes ?? []}
            max={maxPromoCodes}
            checking={repricing}
            onChange={placing.changePromoCodes}
            onLimitReached={limitReached}
            locked={placing.promoLocked}
            onUnlock={placing.closePayment}
          />
        )}
        {promo === 'trial' && (
          <Alert tone="info">{intl.formatMessage({ id: 'order_summary.promo.trial' })}</Alert>
        )}

        <AutoRenewalOffer />
        <form onSubmit={submit} noValidate>
          <Stack gap={5}>
            {consent.status === 'loading' ? (
              <Skeleton height="6rem" />
            ) : (
              <TermsAcceptance
                mode={termsMode}
                state={terms}
                onChange={(state) => {
                  setTerms(state);
                  if (termsAccepted(termsMode, state)) setTermsError(false);
                }}
                documentUrl={termsUrl}
                error={termsError ? intl.formatMessage({ id: 'order_summary.terms.required' }) : undefined}
              />
            )}
            {placing.failure && (
              <Alert
                tone="danger"
                live="assertive"
                title={intl.formatMessage({ id: placing.failure.titleId })}
              >
                {intl.formatMessage({ id: placing.failure.messageId })}
              </Alert>
            )}
            {!payable && (
              <FormButtons
                mainLabel={
                  payment === 'card-here' && shown
                    ? intl.formatMessage({ id: 'payment.pay' }, { amount: format.money(shown.total.amount) })
                    : intl.formatMessage({ id: 'common.next' })
                }
                backLabel={intl.formatMessage({ id: 'common.back' })}
                onBack={() => back()}
                loading={placing.creating}
                disabled={!preview.data || repricing || consent.status === 'loading' || payment === null}
                backDisabled={placing.creating}
              />
            )}
          </Stack>
        </form>
        {payable && (
          <SummaryPaymentSection
            orderRef={payable.orderRef}
            onPaid={paid}
            onPayLater={payLater}
            onBack={() => back()}
          />
        )}
      </Stack>
    </SplitLayout>
  );
}
