import { orderRefToPay } from '@senda/core/machines/payment';
import { useAtomValue } from 'jotai';
import { useServices } from '../../../shared/services-context';
import { useJourneyStep } from '../../journey/use-journey-step';
import { PaymentSuccessView } from './payment-success-view';

/** /web/payment-success: the journey's order, paid (the page itself is PaymentSuccessView). */
export default function PaymentSuccessScreen() {
  const { stores } = useServices();
  const { journeyData } = useJourneyStep();
  const target = useAtomValue(stores.payment.state).paymentTarget;
  const orderRef = orderRefToPay(target, journeyData.payment ?? journeyData['order-summary']);
  return <PaymentSuccessView orderRef={orderRef ?? undefined} />;
}
