import {
  cashPaymentOptions,
  paymentChoiceView,
  providePurchaseCashChoice,
  purchaseCashInput,
} from '@senda/core/machines/payment-choice';
import { manageOrderPath } from '@senda/core/navigation';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, Cluster, Stack } from '../../../design-system';
import { useServices } from '../../../shared/services-context';
import { useFlags } from '../../../shared/use-flags';
import { CashSteps, OpenCashLeftNotice, samePaymentChoiceView } from '../../manage/payment-choice/cash-steps';

const PURCHASE_TEXTS = {
  oxxoConfirmationId: 'payment_choice.purchase.oxxo_confirmation',
  speiConfirmationId: 'payment_choice.purchase.spei_confirmation',
} as const;

/**
 * The purchase's payment step in cash (loaded with the `flows` texts once the step has rendered,
 * see purchase-payment.tsx): the renewals' payment choice for the order the summary created.
 * Under the card form it offers OXXO and SPEI (core's cashPaymentOptions, under their flags);
 * once one is chosen, or an open one is found after a reload, the voucher or transfer details take
 * the card form's place (`onCashShown`) while the order waits; "Pay another way" brings the card
 * form back, saying the open voucher closes if the order is paid so. Paid in cash: `onPaid`.
 */
export default function PurchaseCashChoice({
  orderRef,
  onCashShown,
  onPaid,
}: {
  orderRef: string;
  onCashShown: (shown: boolean) => void;
  onPaid: () => void;
}) {
  const intl = useIntl();
  const { gateway, queryClient, stores } = useServices();
  const flags = useFlags();
  const machine = useMemo(
    () => providePurchaseCashChoice({ gateway, queryClient, stores }, window.location.origin),
    [gateway, queryClient, stores],
  );
  const [input] = useState(() => purchaseCashInput(orderRef));
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, paymentChoiceView, samePaymentChoiceView);
  const cashShown = view.screen.startsWith('cash-');

  useEffect(() => onCashShown(cashShown), [cashShown, onCashShown]);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output.outcome === 'paid') onPaid();
    });
    return () => subscription.unsubscribe();
  }, [actor, onPaid]);

  if (cashShown) {
    return (
      <CashSteps view={view} send={actor.send} texts={PURCHASE_TEXTS}>
        <p>
          {intl.formatMessage({ id: 'payment_choice.purchase.pending' }, { orderRef })}{' '}
          <Link to={manageOrderPath(orderRef)}>
            {intl.formatMessage({ id: 'payment_choice.purchase.order_link' })}
          </Link>
        </p>
      </CashSteps>
    );
  }
  const options = cashPaymentOptions(flags);
  if (view.screen !== 'choosing' || options.length === 0) return null;
  return (
    <section aria-labelledby="purchase-cash-title">
      <Stack gap={3}>
        <OpenCashLeftNotice view={view} />
        <h2 id="purchase-cash-title">{intl.formatMessage({ id: 'payment_choice.purchase.title' })}</h2>
        <p>{intl.formatMessage({ id: 'payment_choice.purchase.hint' })}</p>
        <Cluster gap={2}>
          {options.map((option) => (
            <Button
              key={option.method}
              variant="secondary"
              onClick={() => actor.send({ type: 'CHOOSE', option })}
            >
              {intl.formatMessage({
                id: option.method === 'OXXO' ? 'payment_choice.oxxo' : 'payment_choice.spei',
              })}
            </Button>
          ))}
        </Cluster>
      </Stack>
    </section>
  );
}
