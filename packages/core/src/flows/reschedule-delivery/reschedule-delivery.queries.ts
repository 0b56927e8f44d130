import type { GatewayClient } from '../../gateway/gateway-client.ts';
import { customerQuery } from '../../queries/query-definition.ts';
import { reschedulePayment } from './gateway/reschedule-payment.ts';

/** A reschedule's booking and fee (payment by reschedule id): the rescheduling's result page. */
export const reschedulePaymentQuery = (gateway: GatewayClient, rescheduleId: string) =>
  customerQuery(gateway, ['reschedules', rescheduleId, 'payment'], (client) =>
    reschedulePayment(client, { rescheduleId }),
  );
