import type { ProductVariant } from '@senda/core/gateway';
import { planTerms } from '@senda/core/onboarding';
import { isTrialProduct } from '@senda/core/stores';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardGrid, PlanCard, type PlanCardBadge, Stack } from '../../design-system';
import { QueryErrorAlert } from '../../shared/query-error-alert';
import type { GatewayQuery } from '../../shared/query-view';
import { useFormatters } from '../../shared/use-formatters';
import styles from './plan-list.module.css';
import { PlanListPlaceholder } from './plan-list-placeholder';

export interface PlanListProps {
  /** The catalogue read the plans come from: its loading and error states show in the list. */
  catalogue: Pick<GatewayQuery<unknown>, 'status' | 'error' | 'retry'>;
  plans: readonly ProductVariant[];
  chosenSku: string | undefined;
  onChoose: (plan: ProductVariant) => void;
  /** The section's heading, with `headingId` as its id (it names the section). */
  heading: ReactNode;
  headingId: string;
  /**
   * 3 (plan selection): two plans side by side from 551 px, three from 901 px (the step is one
   * of the wide ones, the purchase's wide steps in purchase-screen-files.ts). The home page keeps one column.
   */
  columns?: 1 | 2 | 3;
  /** Plan selection marks trial and free plans (badges, the trial note); the home page does not. */
  markOffers?: boolean;
  /** Under the list, e.g. a link to every plan. */
  children?: ReactNode;
}

/** A section of plan cards from the catalogue, one of which the customer chooses (home, plan selection). */
export function PlanList({
  catalogue,
  plans,
  chosenSku,
  onChoose,
  heading,
  headingId,
  columns = 3,
  markOffers = false,
  children,
}: PlanListProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby={headingId} aria-busy={catalogue.status === 'loading'}>
      <Stack gap={4}>
        {heading}
        {catalogue.status === 'loading' && <PlanListPlaceholder columns={columns} />}
        {catalogue.status === 'error' && (
          <QueryErrorAlert error={catalogue.error} onRetry={catalogue.retry} />
        )}
        {catalogue.status === 'success' && plans.length === 0 && (
          <p className={styles.muted}>{intl.formatMessage({ id: 'home.plans.empty' })}</p>
        )}
        {plans.length > 0 && (
          <CardGrid columns={columns}>
            {plans.map((plan) => (
              <li key={plan.sku}>
                <PlanOption
                  plan={plan}
                  selected={plan.sku === chosenSku}
                  onSelect={() => onChoose(plan)}
                  markOffers={markOffers}
                />
              </li>
            ))}
          </CardGrid>
        )}
        {children}
      </Stack>
    </section>
  );
}

function PlanOption({
  plan,
  selected,
  onSelect,
  markOffers,
}: {
  plan: ProductVariant;
  selected: boolean;
  onSelect: () => void;
  markOffers: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const [headline, ...rest] = plan.benefits;
  const validityOf = (days: number) => intl.formatMessage({ id: 'home.plans.validity' }, { days });
  const validity = validityOf(plan.validityDays);
  const trial = markOffers && isTrialProduct(plan);
  // Every card says what the plan costs after this first period (a free plan: that it stays free).
  const terms = planTerms(plan);
  const badges: PlanCardBadge[] = [];
  if (trial)
    badges.push({ label: intl.formatMessage({ id: 'pre_checkout.plan.trial_badge' }), tone: 'accent' });
  if (markOffers && plan.price.amount === 0)
    badges.push({ label: intl.formatMessage({ id: 'pre_checkout.plan.free_badge' }), tone: 'success' });
  return (
    <PlanCard
      name={plan.name}
      allowance={headline?.label ?? validity}
      validity={headline ? validity : undefined}
      description={plan.description || undefined}
      price={format.money(plan.price.amount)}
      priceSuffix={intl.formatMessage({ id: 'home.plans.price_suffix' }, { days: plan.validityDays })}
      {...(plan.originalPrice
        ? {
            originalPrice: format.money(plan.originalPrice.amount),
            originalPriceLabel: intl.formatMessage({ id: 'home.plans.original_price' }),
          }
        : {})}
      benefits={rest.map((benefit) => benefit.label)}
      badges={badges}
      selected={selected}
      onSelect={onSelect}
      selectLabel={intl.formatMessage({ id: 'home.plans.choose' })}
      selectedLabel={intl.formatMessage({ id: 'home.plans.chosen' })}
      footer={
        <>
          <p className={styles.terms}>
            {intl.formatMessage(
              { id: terms.messageId },
              { period: validityOf(terms.values.days), amount: format.money(terms.values.amount) },
            )}
          </p>
          {trial && (
            <p className={styles.trialNote}>{intl.formatMessage({ id: 'pre_checkout.plan.trial_note' })}</p>
          )}
        </>
      }
      headingLevel={3}
    />
  );
}
