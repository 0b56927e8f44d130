import { TOP_UP_ROUTES } from '@senda/core/flows/top-up';
import { ELIGIBLE_PRODUCT_VARIANTS_DEFAULTS, type ProductVariant } from '@senda/core/gateway';
import { OTHER_ROUTES, PURCHASE_ROUTES } from '@senda/core/navigation';
import { planHighlights } from '@senda/core/orders';
import { catalogueQuery } from '@senda/core/queries';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  Cluster,
  IconCheck,
  IconPhone,
  PageHeader,
  Stack,
} from '../../design-system';
import { AccountBanners } from '../../shared/account-banners/account-banners.lazy';
import { queryView } from '../../shared/query-view';
import { useServices } from '../../shared/services-context';
import { PlanList } from '../catalogue';
import styles from './initial-page.module.css';

/**
 * The landing page (the spec's root route): what Senda offers, the way into the purchase journey, three
 * plans from the catalogue, number transfer, and the way in for existing customers. On a tablet
 * and a desktop it is a grid as wide as the header: the plans side by side, and number transfer
 * beside the way in (it was three stacked cards, 3.3 screens tall at 1280 px). The SIM type
 * is asked once, on plan selection, beside the plans it decides (it was asked here and
 * again there); the highlights here are for the SIM type already chosen (eSIM by default).
 */
export default function InitialPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { stores, gateway } = useServices();
  const { store } = stores;
  const onboarding = useAtomValue(stores.onboarding.state, { store });
  const signedIn = Boolean(useAtomValue(stores.auth.accessToken, { store }));
  const telcoUser = useAtomValue(stores.auth.isTelcoUser, { store });
  const selectPlan = useSetAtom(stores.onboarding.selectPrimaryProduct, { store });
  // "Cambiarme con mi número" is remembered, so the number step opens on the transfer.
  const setNumberType = useSetAtom(stores.onboarding.setNumberType, { store });
  const simType = onboarding.selectedSimType;

  const catalogue = queryView(
    useQuery(catalogueQuery(gateway, { simType, channel: ELIGIBLE_PRODUCT_VARIANTS_DEFAULTS.channel })),
  );
  const plans = catalogue.data ? planHighlights(catalogue.data, { telcoUser }) : [];
  const chosenSku = onboarding.selectedPrimaryProducts[0]?.sku;

  const startJourney = () => navigate(PURCHASE_ROUTES.preCheckout);
  const choosePlan = (plan: ProductVariant) => {
    selectPlan(plan);
    startJourney();
  };

  return (
    <div className={styles.home}>
      <Card as="section" variant="brand" padding="lg" aria-labelledby="home-title">
        <Stack gap={5} className={styles.heroBody}>
          <PageHeader
            titleId="home-title"
            eyebrow={intl.formatMessage({ id: 'home.eyebrow' })}
            title={intl.formatMessage({ id: 'home.title' })}
            subtitle={intl.formatMessage({ id: 'home.subtitle' })}
          />
          <Cluster as="ul" gap={2} className={styles.perks}>
            {(['home.perk.no_contract', 'home.perk.keep_number', 'home.perk.vat_included'] as const).map(
              (id) => (
                <li key={id}>
                  <Badge tone="brand" icon={<IconCheck size="0.875rem" />}>
                    {intl.formatMessage({ id })}
                  </Badge>
                </li>
              ),
            )}
          </Cluster>
          <Button size="lg" fullWidth className={styles.cta} onClick={startJourney}>
            {intl.formatMessage({ id: 'home.sim.continue' })}
          </Button>
        </Stack>
      </Card>

      <PlanList
        catalogue={catalogue}
        plans={plans}
        chosenSku={chosenSku}
        onChoose={choosePlan}
        headingId="home-plans-title"
        heading={
          <PageHeader
            headingLevel={2}
            titleId="home-plans-title"
            title={intl.formatMessage({ id: 'home.plans.title' })}
            subtitle={intl.formatMessage({ id: 'home.plans.subtitle' })}
          />
        }
        columns={3}
      >
        <Link className={buttonClassName({ variant: 'link' })} to={PURCHASE_ROUTES.preCheckout}>
          <FormattedMessage id="home.plans.see_all" />
        </Link>
      </PlanList>

      <Card as="section" padding="lg" className={styles.half} aria-labelledby="home-transfer-title">
        <div className={styles.callout}>
          <span className={styles.calloutIcon}>
            <IconPhone size="1.75rem" />
          </span>
          <Stack gap={3}>
            <h2 id="home-transfer-title" className={styles.sectionTitle}>
              <FormattedMessage id="home.transfer.title" />
            </h2>
            <p>
              <FormattedMessage id="home.transfer.body" />
            </p>
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={PURCHASE_ROUTES.preCheckout}
              onClick={() => setNumberType('PORT_IN')}
            >
              <FormattedMessage id="home.transfer.cta" />
            </Link>
          </Stack>
        </div>
      </Card>

      <Card
        as="section"
        variant="sunken"
        padding="lg"
        className={styles.half}
        aria-labelledby="home-existing-title"
      >
        <Stack gap={3}>
          <h2 id="home-existing-title" className={styles.sectionTitle}>
            <FormattedMessage id="home.existing.title" />
          </h2>
          <p>
            <FormattedMessage id="home.existing.body" />
          </p>
          <Cluster gap={3}>
            {!signedIn && (
              <Link className={buttonClassName({ variant: 'primary' })} to={PURCHASE_ROUTES.login}>
                <FormattedMessage id="home.existing.login" />
              </Link>
            )}
            <Link
              className={buttonClassName({ variant: signedIn ? 'primary' : 'secondary' })}
              to={OTHER_ROUTES.orderList}
            >
              <FormattedMessage id="home.existing.orders" />
            </Link>
          </Cluster>
          {/* Anyone's recarga, signed in or not: a link only (its page is loaded when opened). */}
          <p>
            <Link className={buttonClassName({ variant: 'link' })} to={TOP_UP_ROUTES.start}>
              <FormattedMessage id="home.top_up.link" />
            </Link>
          </p>
        </Stack>
      </Card>

      {/* A signed-in customer's notices and offers: they arrive after the first paint, so they come
          last, where their arrival moves nothing already drawn. */}
      {signedIn && <AccountBanners />}
    </div>
  );
}
