import {
  purchaseAutoRenewal,
  purchaseAutoRenewalConfig,
  purchaseAutoRenewalOffer,
} from '@senda/core/purchase';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Card, Checkbox, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFormatters } from '../../../shared/use-formatters';
import styles from './order-summary.module.css';

/**
 * The order summary's offer of automatic renewal (LFPC art. 76 Bis): the amount, how
 * often and when, the notice before each charge, and a box the customer ticks themselves (never
 * ticked for them). Ticked, the order carries the consent and the line renews on the card that
 * pays it; unticked, the line starts with it off. Core's rules decide; this shows them.
 */
export function AutoRenewalOffer() {
  const intl = useIntl();
  const format = useFormatters();
  const { stores } = useServices();
  const onboarding = useAtomValue(stores.onboarding.state);
  const setConfig = useSetAtom(stores.onboarding.setAutoRenewalConfig);
  const offer = purchaseAutoRenewalOffer(onboarding.selectedPrimaryProducts);
  if (!offer) return null;
  const agreed = purchaseAutoRenewal(onboarding.autoRenewalConfig, offer) !== undefined;
  const values = { amount: format.money(offer.amount.amount), days: offer.frequencyDays };
  return (
    <Card as="section" aria-labelledby="auto-renewal-offer-title">
      <Stack gap={3}>
        <h2 id="auto-renewal-offer-title" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'order_summary.auto_renewal.title' })}
        </h2>
        <p>
          {intl.formatMessage(
            { id: 'order_summary.auto_renewal.terms' },
            { ...values, noticeDays: offer.noticeDays },
          )}
        </p>
        <Checkbox
          label={intl.formatMessage({ id: 'order_summary.auto_renewal.consent' }, values)}
          hint={intl.formatMessage({ id: 'order_summary.auto_renewal.optional' })}
          checked={agreed}
          onChange={(event) => setConfig(purchaseAutoRenewalConfig(offer, event.target.checked))}
        />
      </Stack>
    </Card>
  );
}
