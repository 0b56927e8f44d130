import { type ProductVariant, promotionConfig } from '@senda/core/gateway';
import type { MessageId } from '@senda/core/i18n';
import { extrasOffered, selectablePlans } from '@senda/core/onboarding';
import { learnEsimDelivery, readEsimDeliveryAhead } from '@senda/core/purchase';
import { catalogueQuery } from '@senda/core/queries';
import { extrasWanted, noticeInput } from '@senda/core/stores';
import {
  applyPromoCodeFromQuery,
  PROMO_CODE_QUERY_KEY,
  promoCodeFromLinkNotification,
} from '@senda/core/validation';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button, PageHeader, Stack } from '../../../design-system';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { PlanList } from '../../catalogue';
import { CoverageCheck } from '../../catalogue/coverage-check.lazy';
import { SimTypeSection } from '../../catalogue/sim-type-choice';
import { useJourneyStep } from '../../journey/use-journey-step';
import { ExtrasWanted, PlansHeading } from './plan-selection-frame';
import styles from './pre-checkout-screen.module.css';

// Only for an eSIM on a phone nobody vouched for: the check's lists are read when it shows.
const EsimCompatibilityCheck = lazy(() => import('../../catalogue/esim-compatibility-check'));

/**
 * Plan selection (/web/pre-checkout): the SIM type, then the plans the catalogue sells for it.
 * The plan pressed moves the step on (the SIM type is asked above the plans, so it is answered
 * first); Next is there for a customer who comes back with a plan chosen. Choosing a plan is the
 * store's rule (a new sku drops the extras, a trial clears promo codes); a
 * `promo_code` in the link is added to the order here. Extras are asked for here, above the plans
 * (answered before the plan moves the step on): ticked, their screen follows the plan; unticked,
 * the journey skips it (the addonsWanted condition in journeys/purchase.json).
 */
export default function PreCheckoutScreen() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores, gateway, queryClient } = useServices();
  const { next, back, definition } = useJourneyStep();
  const onboarding = useAtomValue(stores.onboarding.state);
  const channel = useAtomValue(stores.auth.state).selectedChannel;
  const telcoUser = useAtomValue(stores.auth.isTelcoUser);
  const esimCompatible = useAtomValue(stores.sessionFacts.facts).esimCompatible || onboarding.esimConfirm;
  const hasPreviousStep = useAtomValue(stores.journey.state).previousStep !== null;
  const setSimType = useSetAtom(stores.onboarding.setSimType);
  const setWantsAddons = useSetAtom(stores.onboarding.setWantsAddons);
  const selectPlan = useSetAtom(stores.onboarding.selectPrimaryProduct);
  const [showRequired, setShowRequired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [stepError, setStepError] = useState<MessageId | null>(null);
  const plansHeadingId = useId();
  const requiredId = useId();
  const simType = onboarding.selectedSimType;
  // Asked when the page opens on a phone not known to take an eSIM; kept while the customer answers.
  const [asksCompatibility] = useState(() => !esimCompatible);
  const [compatibilityOpen, setCompatibilityOpen] = useState(false);
  const compatibilityPanelId = useId();

  usePromoCodeFromQuery(definition.file.settings?.promoCodes?.enabled !== false);
  // An eSIM's plan press needs the eSIM delivery specification: read while the plans are looked at
  // (core decides by the SIM type chosen; asked again when it changes).
  useEffect(() => {
    if (simType) readEsimDeliveryAhead({ stores, gateway, queryClient });
  }, [simType, stores, gateway, queryClient]);

  const catalogue = queryView(useQuery(catalogueQuery(gateway, { simType, channel })));
  const plans = catalogue.data ? selectablePlans(catalogue.data, { telcoUser }) : [];
  const chosenSku = onboarding.selectedPrimaryProducts[0]?.sku;
  const chosen = plans.find((plan) => plan.sku === chosenSku);
  const offersExtras = extrasOffered(plans, catalogue.data);
  const wantsAddons = extrasWanted(onboarding);

  const proceed = async (plan: ProductVariant | undefined) => {
    if (!plan) {
      setShowRequired(true);
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    setStepError(null);
    // Whether an eSIM ships something decides the steps after this one.
    const learnt = await learnEsimDelivery({ stores, gateway, queryClient });
    setSubmitting(false);
    if (!learnt.ok) {
      setStepError(learnt.messageId);
      return;
    }
    next({ data: { simType, planSku: plan.sku } });
  };

  // The plan pressed is the step's answer: it moves on with it (Next stays for coming back).
  const choose = (plan: ProductVariant) => {
    selectPlan(plan);
    setShowRequired(false);
    void proceed(plan);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void proceed(chosen);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: 'pages.pre_checkout.title' })}
          subtitle={intl.formatMessage({ id: 'pre_checkout.subtitle' })}
        />
        {/* First on the page, where a buyer looks; its one line is reserved (nothing shifts). */}
        <div className={styles.coverageSlot}>
          <CoverageCheck />
        </div>
        <SimTypeSection value={simType} onChange={setSimType} esimCompatible={esimCompatible} />
        {simType === 'esim' && asksCompatibility && (
          <Stack gap={3}>
            <div>
              <Button
                variant="secondary"
                aria-expanded={compatibilityOpen}
                aria-controls={compatibilityOpen ? compatibilityPanelId : undefined}
                onClick={() => setCompatibilityOpen(!compatibilityOpen)}
              >
                {intl.formatMessage({ id: 'esim_check.title' })}
              </Button>
            </div>
            {compatibilityOpen && (
              <Suspense fallback={null}>
                <EsimCompatibilityCheck
                  id={compatibilityPanelId}
                  onChoosePhysical={() => setSimType('physical_sim')}
                />
              </Suspense>
            )}
          </Stack>
        )}

        {offersExtras && <ExtrasWanted checked={wantsAddons} onChange={setWantsAddons} />}

        <PlanList
          catalogue={catalogue}
          plans={plans}
          chosenSku={chosenSku}
          onChoose={choose}
          headingId={plansHeadingId}
          heading={<PlansHeading id={plansHeadingId} />}
          markOffers
        />

        <div className={styles.actions}>
          {chosen && (
            <p className={styles.chosen}>
              <span className={styles.chosenName}>{chosen.name}</span>
              <span>
                {intl.formatMessage({ id: 'common.total_inc_tax' })}:{' '}
                <strong>{format.money(chosen.price.amount)}</strong>
              </span>
            </p>
          )}
          {showRequired && !chosen && (
            <p id={requiredId} className={styles.required} role="alert">
              {intl.formatMessage({ id: 'pre_checkout.plan_required' })}
            </p>
          )}
          {stepError && (
            <p className={styles.required} role="alert">
              {intl.formatMessage({ id: stepError })}
            </p>
          )}
          <div className={styles.buttons}>
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={submitting}
              aria-describedby={showRequired && !chosen ? requiredId : undefined}
            >
              {intl.formatMessage({ id: 'common.next' })}
            </Button>
            {hasPreviousStep && (
              <Button variant="secondary" size="lg" fullWidth onClick={() => back()}>
                {intl.formatMessage({ id: 'common.back' })}
              </Button>
            )}
          </div>
        </div>
      </Stack>
    </form>
  );
}

/**
 * A `promo_code` in the link joins the order's promo codes once per page visit: upper-cased,
 * a duplicate ignored, and at the limit (promotion config) the 2-second warning instead.
 */
function usePromoCodeFromQuery(enabled: boolean) {
  const location = useLocation();
  const { stores, gateway } = useServices();
  const setPromoCodes = useSetAtom(stores.onboarding.setPromoCodes);
  const notify = useSetAtom(stores.notifications.add);
  const raw = new URLSearchParams(location.search).get(PROMO_CODE_QUERY_KEY);
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || raw === null || applied.current === raw) return;
    applied.current = raw;
    let cancelled = false;
    promotionConfig(gateway).then(
      (config) => {
        if (cancelled || !config.promoEnabled) return;
        const selected = stores.store.get(stores.onboarding.state).selectedPromoCodes;
        const result = applyPromoCodeFromQuery(raw, { selected, max: config.maxPromoCodes });
        if (result.kind === 'added') {
          setPromoCodes(result.codes);
          notify(noticeInput(promoCodeFromLinkNotification(result.codes.at(-1) ?? '')));
        }
        if (result.kind === 'limit_reached') notify(noticeInput(result.notification));
      },
      // Without the promotion config the limit is unknown: the code waits for the order summary.
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, raw, gateway, stores, setPromoCodes, notify]);
}
