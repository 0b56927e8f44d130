import type { PaymentEvent } from '@senda/core/machines/payment';
import {
  GIVE_UP_PAYMENT,
  type PaymentActorRef,
  servicePaymentEvent,
} from '@senda/core/machines/service-payment';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AnyActorRef } from 'xstate';
import { Skeleton, Stack } from '../../../design-system';
import { useFormatters } from '../../../shared/use-formatters';
import { CardPaymentPhases } from '../../purchase/payment/card-payment-form';
import { useConnectedPayment } from '../../purchase/payment/use-payment-machine';

export interface ServicePaymentProps {
  /** The service request's machine (the template): card events reach its `pay` child through it. */
  request: AnyActorRef;
  /** Its payment child's card payment (servicePaymentChild), once it runs. */
  payment: PaymentActorRef | null;
  /** The order the request's submit created, and what the customer agreed to pay for it. */
  due: { orderReference: string; amount: number };
}

/**
 * /manage/payment, for every paid service request: the order its submit created, paid with the
 * purchase's card form (the provider's hosted fields; the card number and security code never
 * reach this page). Paid, the request goes on by itself; "pay later" after a refused card ends on
 * /manage/payment-failed.
 */
export function ServicePaymentScreen({ request, payment, due }: ServicePaymentProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Stack gap={5}>
      <p>
        {intl.formatMessage(
          { id: 'service_payment.due' },
          { amount: format.money(due.amount), orderRef: due.orderReference },
        )}
      </p>
      {payment ? (
        <ConnectedPayment request={request} payment={payment} orderRef={due.orderReference} />
      ) : (
        <Skeleton height="14rem" />
      )}
    </Stack>
  );
}

function ConnectedPayment({
  request,
  payment,
  orderRef,
}: {
  request: AnyActorRef;
  payment: PaymentActorRef;
  orderRef: string;
}) {
  const send = useCallback((event: PaymentEvent) => request.send(servicePaymentEvent(event)), [request]);
  const handle = useConnectedPayment(payment, send);
  return (
    <CardPaymentPhases handle={handle} orderRef={orderRef} onPayLater={() => request.send(GIVE_UP_PAYMENT)} />
  );
}
