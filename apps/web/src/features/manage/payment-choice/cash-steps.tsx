import type { MessageId } from '@senda/core/i18n';
import type { PaymentChoiceEvent, PaymentChoiceView } from '@senda/core/machines/payment-choice';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, FormActions, Stack } from '../../../design-system';
import { LoadingBlock } from '../../../shared/loading-block';
import { CashReference } from './cash-reference';

/** What the confirmation sentence says the payment does once confirmed (renews a line, pays an order). */
export interface CashConfirmationTexts {
  oxxoConfirmationId: MessageId;
  speiConfirmationId: MessageId;
}

/**
 * The payment choice's cash screens, wherever the choice runs (renew now, pay-by-link, the
 * purchase's payment step): a reference being made, one that could not be made, the voucher or
 * transfer details while the money is awaited, and one that expired. Null on any other screen.
 */
export function CashSteps({
  view,
  send,
  texts,
  children,
}: {
  view: PaymentChoiceView;
  send: (event: PaymentChoiceEvent) => void;
  texts: CashConfirmationTexts;
  /** Said under the voucher while it waits (the purchase: the order stays pending, and where to find it). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const another = view.sends.has('CHOOSE_ANOTHER') && (
    <Button variant="secondary" size="lg" onClick={() => send({ type: 'CHOOSE_ANOTHER' })}>
      {intl.formatMessage({ id: 'payment_choice.another_way' })}
    </Button>
  );
  switch (view.screen) {
    case 'cash-failed':
      return (
        <Stack gap={5}>
          <Alert tone="danger" live="assertive">
            {intl.formatMessage({ id: view.failureMessageId ?? 'payment_choice.cash.create_failed' })}
          </Alert>
          <FormActions>
            <Button size="lg" onClick={() => send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'common.try_again' })}
            </Button>
            {another}
          </FormActions>
        </Stack>
      );
    case 'cash-waiting':
    case 'cash-resting':
      return view.cash ? (
        <Stack gap={5}>
          <CashReference
            cash={view.cash}
            confirmationId={view.cash.method === 'OXXO' ? texts.oxxoConfirmationId : texts.speiConfirmationId}
          />
          <Alert tone="info" live="polite">
            {intl.formatMessage({
              id: view.screen === 'cash-waiting' ? 'payment_choice.waiting' : 'payment_choice.still_waiting',
            })}
          </Alert>
          {children}
          <FormActions>
            {view.sends.has('CHECK_AGAIN') && (
              <Button size="lg" onClick={() => send({ type: 'CHECK_AGAIN' })}>
                {intl.formatMessage({ id: 'payment_choice.check_again' })}
              </Button>
            )}
            {another}
          </FormActions>
        </Stack>
      ) : null;
    case 'cash-expired':
      return (
        <Stack gap={5}>
          <Alert tone="warning" title={intl.formatMessage({ id: 'payment_choice.expired.title' })}>
            {intl.formatMessage({ id: 'payment_choice.expired.body' })}
          </Alert>
          <FormActions>
            <Button size="lg" onClick={() => send({ type: 'RETRY' })}>
              {intl.formatMessage({ id: 'payment_choice.expired.new' })}
            </Button>
            {another}
          </FormActions>
        </Stack>
      );
    case 'cash-creating':
      return <LoadingBlock labelId="payment_choice.cash.creating" height="14rem" />;
    default:
      return null;
  }
}

/** A voucher left open to pay another way: paying now closes it (core's openCashLeft). */
export function OpenCashLeftNotice({ view }: { view: PaymentChoiceView }) {
  const intl = useIntl();
  if (!view.openCashLeft) return null;
  return (
    <Alert tone="info" live="polite">
      {intl.formatMessage(
        {
          id:
            view.openCashLeft.method === 'OXXO'
              ? 'payment_choice.open_oxxo_closes'
              : 'payment_choice.open_spei_closes',
        },
        { reference: view.openCashLeft.reference },
      )}
    </Alert>
  );
}

/** Views are rebuilt per snapshot; re-render only when something shown changed (sets compared by content). */
export function samePaymentChoiceView(a: PaymentChoiceView, b: PaymentChoiceView): boolean {
  const json = (view: PaymentChoiceView) =>
    JSON.stringify(view, (_, value) => (value instanceof Set ? [...value] : value));
  return json(a) === json(b);
}
