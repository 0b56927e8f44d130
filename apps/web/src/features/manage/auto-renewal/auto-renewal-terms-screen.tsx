import { type AutoRenewalOnView, NEW_CARD, renewalCardLabel } from '@senda/core/flows/auto-renewal';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DetailList,
  FormActions,
  RadioGroup,
  Stack,
} from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { MexicoCityTime } from '../mexico-city-time';
import type { AutoRenewalOnHandle } from './auto-renewal-parts';

/**
 * The terms of the recurring charge as LFPC art. 76 Bis asks them to be shown: the amount (IVA
 * included), how often, the first date, the notice before each charge and what happens when a
 * charge fails.
 */
export function AutoRenewalTerms({ view }: { view: AutoRenewalOnView }) {
  const intl = useIntl();
  const format = useFormatters();
  const { spec } = view;
  if (!spec) return null;
  return (
    <Card as="section" aria-label={intl.formatMessage({ id: 'auto_renewal.terms.heading' })}>
      <DetailList
        items={[
          {
            key: 'amount',
            label: intl.formatMessage({ id: 'auto_renewal.terms.amount' }),
            value: (
              <strong>
                {intl.formatMessage(
                  { id: 'auto_renewal.terms.amount_value' },
                  { amount: format.money(spec.amount.amount) },
                )}
              </strong>
            ),
          },
          {
            key: 'frequency',
            label: intl.formatMessage({ id: 'auto_renewal.terms.frequency' }),
            value: intl.formatMessage({ id: 'auto_renewal.terms.every' }, { days: spec.frequencyDays }),
          },
          {
            key: 'next',
            label: intl.formatMessage({ id: 'auto_renewal.terms.next' }),
            value: spec.nextRenewalDate ? <MexicoCityTime at={spec.nextRenewalDate} /> : '—',
          },
        ]}
      />
      <p>{intl.formatMessage({ id: 'auto_renewal.terms.notice' }, { days: spec.noticeDays })}</p>
      <p>
        {intl.formatMessage(
          { id: 'auto_renewal.terms.retry' },
          { attempts: spec.retry.attempts, hours: spec.retry.intervalHours },
        )}
      </p>
    </Card>
  );
}

/** What turning on charges now: the first payment, or nothing until the renewal date. */
function FirstPayment({ view }: { view: AutoRenewalOnView }) {
  const intl = useIntl();
  const format = useFormatters();
  if (!view.spec) return null;
  return (
    <Alert tone="info" live="polite">
      {view.firstPaymentDue
        ? intl.formatMessage(
            {
              id:
                view.spec.firstPayment.when === 'ALWAYS'
                  ? 'auto_renewal.first_payment.lapsed'
                  : 'auto_renewal.first_payment.new_card',
            },
            { amount: format.money(view.spec.firstPayment.amount.amount) },
          )
        : intl.formatMessage({ id: 'auto_renewal.first_payment.none' })}
    </Alert>
  );
}

/**
 * /manage/auto-renewal-payment: the terms, the card (a saved one first, or a new one) and the
 * consent box, which is never ticked for the customer. Every choice goes to the machine as it is
 * made (a reload keeps it); Continue shows what is missing, or the review.
 */
export function AutoRenewalTermsScreen({ flow }: { flow: AutoRenewalOnHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { view, send, keep: update } = flow;
  const { form, errors } = view;
  const options = [
    ...view.savedCards.map((card) => {
      const label = renewalCardLabel(card);
      return {
        value: card.paymentMethodId,
        label: intl.formatMessage({ id: 'auto_renewal.card.saved' }, { ...label }),
      };
    }),
    { value: NEW_CARD, label: intl.formatMessage({ id: 'auto_renewal.card.new' }) },
  ];
  return (
    <Stack gap={5}>
      <p>{intl.formatMessage({ id: 'auto_renewal.terms.intro' })}</p>
      <AutoRenewalTerms view={view} />
      <RadioGroup
        legend={intl.formatMessage({ id: 'auto_renewal.card.legend' })}
        options={options}
        value={form.card ?? ''}
        onChange={(card) => update({ card })}
        error={errors.card && intl.formatMessage({ id: errors.card })}
        required
      />
      <FirstPayment view={view} />
      <Checkbox
        label={intl.formatMessage(
          { id: 'auto_renewal.consent' },
          { amount: format.money(view.spec?.amount.amount ?? 0), days: view.spec?.frequencyDays ?? 0 },
        )}
        checked={form.consent}
        onChange={(event) => update({ consent: event.target.checked })}
        error={errors.consent && intl.formatMessage({ id: errors.consent })}
      />
      <FormActions>
        <Button size="lg" onClick={() => send('NEXT', {})}>
          {intl.formatMessage({ id: 'common.next' })}
        </Button>
      </FormActions>
    </Stack>
  );
}

/** The review: what was agreed, then Turn on sends it (or Change goes back to the form). */
export function AutoRenewalReviewScreen({ flow }: { flow: AutoRenewalOnHandle }) {
  const intl = useIntl();
  const { view, send } = flow;
  const card = view.savedCards.find((saved) => saved.paymentMethodId === view.form.card);
  const cardLabel = renewalCardLabel(card ?? null);
  return (
    <Stack gap={5}>
      <p>{intl.formatMessage({ id: 'auto_renewal.review.intro' })}</p>
      <AutoRenewalTerms view={view} />
      <p>
        {cardLabel
          ? intl.formatMessage({ id: 'auto_renewal.review.card' }, { ...cardLabel })
          : intl.formatMessage({ id: 'auto_renewal.review.new_card' })}
      </p>
      <FirstPayment view={view} />
      {view.screen === 'send-failed' && view.messageId && (
        <Alert tone="danger" live="assertive">
          {intl.formatMessage({ id: view.messageId })}
        </Alert>
      )}
      <FormActions>
        <Button
          size="lg"
          loading={view.screen === 'sending'}
          disabled={!view.sends.has('SUBMIT') && !view.sends.has('RETRY')}
          onClick={() => send(view.sends.has('RETRY') ? 'RETRY' : 'SUBMIT')}
        >
          {intl.formatMessage({
            id: view.firstPaymentDue ? 'auto_renewal.review.turn_on_and_pay' : 'auto_renewal.review.turn_on',
          })}
        </Button>
        {view.sends.has('EDIT') && (
          <Button variant="secondary" size="lg" onClick={() => send('EDIT')}>
            {intl.formatMessage({ id: 'auto_renewal.review.change' })}
          </Button>
        )}
      </FormActions>
    </Stack>
  );
}
