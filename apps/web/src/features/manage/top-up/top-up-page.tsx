import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  DetailList,
  FormActions,
  PageHeader,
  Price,
  RadioGroup,
  Stack,
  TextField,
} from '../../../design-system';
import { phoneNumberValue } from '../../../design-system/phone-number/phone-number';
import { LoadingBlock } from '../../../shared/loading-block';
import { useFormatters } from '../../../shared/use-formatters';
import { type TopUpHandle, useTopUp } from './use-top-up';

/**
 * /recarga: anyone pays a Senda line's plan, signed in or not. The number, then the line as a
 * stranger may see it (the holder masked, the plan, its dates) and the payer's e-mail, then the
 * recarga's pay-by-link page (card, OXXO or SPEI as a guest). The top-up machine decides; this
 * renders its view.
 */
export default function TopUpPage() {
  const flow = useTopUp();
  const intl = useIntl();
  const { view } = flow;
  if (view.redirectTo) return <Navigate to={view.redirectTo} replace />;
  return (
    <Stack gap={6}>
      <PageHeader
        title={intl.formatMessage({ id: 'top_up.title' })}
        subtitle={intl.formatMessage({ id: 'top_up.subtitle' })}
      />
      <TopUpStep flow={flow} />
    </Stack>
  );
}

function TopUpStep({ flow }: { flow: TopUpHandle }) {
  switch (flow.view.screen) {
    case 'confirm':
      return <ConfirmScreen flow={flow} />;
    case 'too-many-tries':
      return <TooManyTries flow={flow} />;
    case 'failed':
      return <Failed flow={flow} />;
    case 'paying':
      return <LoadingBlock labelId="top_up.paying" height="14rem" />;
    default:
      return <NumberScreen flow={flow} />;
  }
}

function NumberScreen({ flow: { view, actor } }: { flow: TopUpHandle }) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'LOOK_UP' });
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <TextField
            label={intl.formatMessage({ id: 'top_up.number.label' })}
            hint={intl.formatMessage({ id: 'top_up.number.hint' })}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={view.typedNumber}
            onChange={(event) => actor.send({ type: 'NUMBER_CHANGED', value: event.target.value })}
            error={view.numberErrorId ? intl.formatMessage({ id: view.numberErrorId }) : undefined}
          />
          <FormActions layout="stacked">
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={view.busy}
              loadingLabel={intl.formatMessage({ id: 'top_up.looking_up' })}
            >
              {intl.formatMessage({ id: 'top_up.look_up' })}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Card>
  );
}

/** The renewal's value among the choices (the add-ons' are their skus). */
const RENEW = 'renew';

function ConfirmScreen({ flow: { view, actor } }: { flow: TopUpHandle }) {
  const intl = useIntl();
  const format = useFormatters();
  const { line } = view;
  if (!line) return null;
  // What is paid as chosen (the renewal, or a data add-on): core's view says its price.
  const amount = format.money(view.amount ?? line.plan.price.amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'PAY' });
  };
  return (
    <Card padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap={5}>
          <h2>
            {intl.formatMessage({ id: 'top_up.line.title' }, { number: phoneNumberValue(line.msisdn) })}
          </h2>
          <DetailList
            items={[
              {
                key: 'holder',
                label: intl.formatMessage({ id: 'top_up.line.holder' }),
                value: <span data-testid="top-up-holder">{line.holderMasked}</span>,
              },
              { key: 'plan', label: intl.formatMessage({ id: 'top_up.line.plan' }), value: line.plan.name },
              {
                key: 'renewal',
                label: intl.formatMessage({ id: 'top_up.line.renewal_date' }),
                value: format.day(line.renewalDate),
              },
              // Extra data moves no date: the renewal's new day only when the renewal is chosen.
              ...(view.sku === null
                ? [
                    {
                      key: 'until',
                      label: intl.formatMessage({ id: 'top_up.line.renews_until' }),
                      value: format.day(line.renewsUntil),
                    },
                  ]
                : []),
            ]}
          />
          <Price
            label={intl.formatMessage({ id: 'top_up.renew.title' })}
            amount={amount}
            size="lg"
            tone="brand"
          />
          {line.dataAddOns.length > 0 ? (
            <RadioGroup
              legend={intl.formatMessage({ id: 'top_up.choice.legend' })}
              variant="cards"
              options={[
                {
                  value: RENEW,
                  label: intl.formatMessage({ id: 'top_up.choice.renew' }, { plan: line.plan.name }),
                  description: intl.formatMessage(
                    { id: 'top_up.choice.renew.hint' },
                    { amount: format.money(line.plan.price.amount), date: format.day(line.renewsUntil) },
                  ),
                },
                ...line.dataAddOns.map((addOn) => ({
                  value: addOn.sku,
                  label: intl.formatMessage({ id: 'top_up.choice.data' }, { data: `${addOn.dataGb} GB` }),
                  description: intl.formatMessage(
                    { id: 'top_up.choice.data.hint' },
                    { amount: format.money(addOn.price.amount), date: format.day(line.renewalDate) },
                  ),
                })),
              ]}
              value={view.sku ?? RENEW}
              onChange={(value) => actor.send({ type: 'CHOOSE', sku: value === RENEW ? null : value })}
            />
          ) : (
            <p>{intl.formatMessage({ id: 'top_up.renew.option' }, { plan: line.plan.name, amount })}</p>
          )}
          <TextField
            label={intl.formatMessage({ id: 'top_up.email.label' })}
            hint={intl.formatMessage({ id: 'top_up.email.hint' })}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={view.typedEmail}
            onChange={(event) => actor.send({ type: 'EMAIL_CHANGED', value: event.target.value })}
            error={view.emailErrorId ? intl.formatMessage({ id: view.emailErrorId }) : undefined}
          />
          <FormActions layout="stacked">
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={view.busy}
              loadingLabel={intl.formatMessage({ id: 'top_up.paying' })}
            >
              {intl.formatMessage({ id: 'top_up.pay' }, { amount })}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              onClick={() => actor.send({ type: 'CHANGE_NUMBER' })}
            >
              {intl.formatMessage({ id: 'top_up.change_number' })}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </Card>
  );
}

function TooManyTries({ flow: { view, actor } }: { flow: TopUpHandle }) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert
        tone="warning"
        live="assertive"
        title={intl.formatMessage({ id: 'top_up.too_many_tries.title' })}
      >
        {intl.formatMessage({ id: 'top_up.refusal.too_many_tries' }, { minutes: view.retryMinutes ?? 1 })}
      </Alert>
      <FormActions>
        <Button variant="secondary" size="lg" onClick={() => actor.send({ type: 'CHANGE_NUMBER' })}>
          {intl.formatMessage({ id: 'top_up.change_number' })}
        </Button>
      </FormActions>
    </Stack>
  );
}

function Failed({ flow: { actor } }: { flow: TopUpHandle }) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert tone="danger" live="assertive" title={intl.formatMessage({ id: 'top_up.failed.title' })}>
        {intl.formatMessage({ id: 'top_up.failed' })}
      </Alert>
      <FormActions>
        <Button size="lg" onClick={() => actor.send({ type: 'RETRY' })}>
          {intl.formatMessage({ id: 'common.try_again' })}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => actor.send({ type: 'CHANGE_NUMBER' })}>
          {intl.formatMessage({ id: 'top_up.change_number' })}
        </Button>
      </FormActions>
    </Stack>
  );
}
