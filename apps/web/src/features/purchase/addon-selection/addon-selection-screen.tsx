import { catalogueNames } from '@senda/core/analytics';
import type { ProductVariant } from '@senda/core/gateway';
import { addonsForPlan, selectionTotal, toggleAddon } from '@senda/core/onboarding';
import { catalogueQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  PageHeader,
  Price,
  Skeleton,
  Spinner,
  Stack,
} from '../../../design-system';
import { QueryErrorAlert } from '../../../shared/query-error-alert';
import { queryView } from '../../../shared/query-view';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import { useJourneyStep } from '../../journey/use-journey-step';
import { StepActions } from '../step-form';
import styles from './addon-selection-screen.module.css';

/**
 * Add-ons and bundles (/web/addon-selection): the extras the chosen plan can take, any number
 * of them, with the running "Total (IVA included)". Extras are optional, so Next always works: with
 * none picked it says "Continue without extras", and it stays at hand like plan selection's.
 */
export default function AddonSelectionScreen() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores, gateway } = useServices();
  const { next, back, goTo } = useJourneyStep();
  const onboarding = useAtomValue(stores.onboarding.state);
  const channel = useAtomValue(stores.auth.state).selectedChannel;
  const setSecondaryProducts = useSetAtom(stores.onboarding.setSecondaryProducts);
  const summaryId = useId();
  const simType = onboarding.selectedSimType;
  const plan = onboarding.selectedPrimaryProducts[0];
  const selected = onboarding.selectedSecondaryProducts;

  // The same query as plan selection: the catalogue is per SIM type and channel.
  const catalogue = queryView(
    useQuery({ ...catalogueQuery(gateway, { simType, channel }), enabled: plan !== undefined }),
  );
  const extras = catalogue.data ? addonsForPlan(plan?.sku, catalogue.data) : [];
  const addons = extras.filter((extra) => extra.category === 'ADDON');
  const bundles = extras.filter((extra) => extra.category === 'BUNDLE');
  // Only extras this plan still offers count (a stale stored one is neither shown nor charged).
  const chosen = selected.filter((item) => extras.some((extra) => extra.sku === item.sku));
  const isChosen = (extra: ProductVariant) => chosen.some((item) => item.sku === extra.sku);
  const total = selectionTotal([plan, ...chosen]);

  const toggle = (extra: ProductVariant) => setSecondaryProducts(toggleAddon(chosen, extra));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (catalogue.status === 'success') setSecondaryProducts(chosen);
    next({ data: { addonSkus: chosen.map((item) => item.sku) } });
  };

  if (!plan) {
    return (
      <Stack gap={6}>
        <PageHeader title={intl.formatMessage({ id: 'pages.addon_selection.title' })} />
        <Alert
          tone="info"
          action={
            <Button variant="secondary" size="sm" onClick={() => goTo('pre-checkout')}>
              {intl.formatMessage({ id: 'addons.choose_plan' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'addons.no_plan' })}
        </Alert>
      </Stack>
    );
  }

  // Named as the catalogue read in the page's language names them: the stored plan and extras keep
  // the language they were chosen in.
  const named = catalogueNames(catalogue.data);
  const nameOf = (product: { sku: string; name?: unknown }) =>
    named(product.sku, typeof product.name === 'string' ? product.name : undefined);
  const planName = nameOf(plan);
  const renderGroup = (
    titleId: 'addons.section.addons' | 'addons.section.bundles',
    items: ProductVariant[],
  ) =>
    items.length > 0 && (
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{intl.formatMessage({ id: titleId })}</legend>
        <ul className={styles.list}>
          {items.map((extra) => (
            <li key={extra.sku}>
              <AddonCard
                extra={extra}
                checked={isChosen(extra)}
                onToggle={() => toggle(extra)}
                price={format.money(extra.price.amount)}
                describedBy={summaryId}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <PageHeader
          title={intl.formatMessage({ id: 'pages.addon_selection.title' })}
          subtitle={intl.formatMessage({ id: 'addons.subtitle' }, { plan: planName })}
        />
        <div aria-busy={catalogue.status === 'loading'}>
          {catalogue.status === 'loading' && (
            <Stack gap={4}>
              <Spinner size="sm" label={intl.formatMessage({ id: 'addons.loading' })} />
              <Skeleton shape="card" />
              <Skeleton shape="card" />
            </Stack>
          )}
          {catalogue.status === 'error' && (
            <QueryErrorAlert error={catalogue.error} onRetry={catalogue.retry} />
          )}
          {catalogue.status === 'success' && extras.length === 0 && (
            <Alert tone="info">{intl.formatMessage({ id: 'addons.none' })}</Alert>
          )}
          {extras.length > 0 && (
            <Stack gap={6}>
              {renderGroup('addons.section.addons', addons)}
              {renderGroup('addons.section.bundles', bundles)}
            </Stack>
          )}
        </div>

        <Card as="section" variant="sunken" aria-labelledby={`${summaryId}-title`} className={styles.summary}>
          <Stack gap={3}>
            <h2 id={`${summaryId}-title`} className={styles.summaryTitle}>
              {intl.formatMessage({ id: 'addons.summary.title' })}
            </h2>
            <ul className={styles.lines}>
              <li className={styles.line}>
                <span>{intl.formatMessage({ id: 'addons.summary.plan' }, { name: planName })}</span>
                <span>{format.money(selectionTotal([plan]))}</span>
              </li>
              {chosen.map((item) => (
                <li key={item.sku} className={styles.line}>
                  <span>{nameOf(item)}</span>
                  <span>{format.money(selectionTotal([item]))}</span>
                </li>
              ))}
            </ul>
            <div id={summaryId} aria-live="polite">
              <Price
                label={intl.formatMessage({ id: 'common.total_inc_tax' })}
                amount={format.money(total)}
                layout="inline"
                size="lg"
                tone="brand"
              />
            </div>
          </Stack>
        </Card>

        <StepActions
          sticky
          onBack={() => back()}
          {...(chosen.length === 0
            ? { nextLabel: intl.formatMessage({ id: 'addons.continue_without' }) }
            : {})}
        />
      </Stack>
    </form>
  );
}

function AddonCard({
  extra,
  checked,
  onToggle,
  price,
  describedBy,
}: {
  extra: ProductVariant;
  checked: boolean;
  onToggle: () => void;
  price: string;
  describedBy: string;
}) {
  const intl = useIntl();
  const detailsId = useId();
  return (
    <Card className={checked ? styles.cardChecked : styles.card} padding="md">
      <Stack gap={3}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{extra.name}</h3>
          <Price
            amount={price}
            suffix={intl.formatMessage({ id: 'home.plans.price_suffix' }, { days: extra.validityDays })}
            size="sm"
          />
        </div>
        <div id={detailsId} className={styles.details}>
          {extra.description && <p>{extra.description}</p>}
          {extra.benefits.length > 0 && (
            <ul className={styles.benefits}>
              {extra.benefits.map((benefit) => (
                <li key={`${benefit.type}-${benefit.label}`}>{benefit.label}</li>
              ))}
            </ul>
          )}
        </div>
        <Checkbox
          label={intl.formatMessage({ id: 'addons.add' }, { name: extra.name })}
          checked={checked}
          onChange={onToggle}
          aria-describedby={`${detailsId} ${describedBy}`}
        />
      </Stack>
    </Card>
  );
}
