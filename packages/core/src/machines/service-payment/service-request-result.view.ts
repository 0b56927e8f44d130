import type { SnapshotFrom } from 'xstate';
import type { MessageId } from '../../i18n/messages/index.ts';
import { manageOrderPath } from '../../navigation/order-paths.ts';
import { WEBVIEW_CLOSE_ROUTES } from '../../navigation/routes.ts';
import { paidOrderCheck } from '../../orders/paid-order-check.ts';
import type { ServiceRequestResultMachine } from './service-request-result.machine.ts';
import { type ServiceRequestResult, serviceRequestResult } from './service-request-result.ts';

export interface ServiceRequestResultView {
  result: ServiceRequestResult;
  /** The failed read to show with "try again" when the result is an error. */
  error: unknown;
  /**
   * The way out: the line's page, or, in the operator's app, the webview close target (the spec
   * /manageOrderClose) with the line, the request and its outcome, which tells the app the
   * request was made so it closes the webview. Null while nothing can be said (a read under way
   * or failed, or an address that names no line).
   */
  done: { path: string; labelId: MessageId } | null;
}

/** What the result page shows, from the machine's reads. */
export function serviceRequestResultView(
  snapshot: SnapshotFrom<ServiceRequestResultMachine>,
): ServiceRequestResultView {
  const { query, webview, reads } = snapshot.context;
  if (snapshot.hasTag('busy') || (query !== null && reads === null)) {
    return { result: { kind: 'checking' }, error: null, done: null };
  }
  const requests = reads?.requests;
  const order = reads?.paidOrder ?? null;
  const check = query?.paidOrder
    ? paidOrderCheck(query.paidOrder, {
        data: order && 'data' in order ? order.data : undefined,
        error: order && 'error' in order ? order.error : null,
        loading: false,
      })
    : null;
  const result = serviceRequestResult(
    query,
    {
      data: requests && 'data' in requests ? requests.data : undefined,
      failed: requests !== undefined && 'error' in requests,
    },
    check,
  );
  const error =
    result.kind !== 'error'
      ? null
      : ((requests && 'error' in requests ? requests.error : null) ??
        (order && 'error' in order ? order.error : null));
  return {
    result,
    error,
    done: query && result.kind !== 'error' ? doneLink(query.orderRef, result, webview) : null,
  };
}

function doneLink(
  orderRef: string,
  result: ServiceRequestResult,
  webview: boolean,
): ServiceRequestResultView['done'] {
  if (!webview) return { path: manageOrderPath(orderRef), labelId: 'service_payment.back_to_line' };
  const params = new URLSearchParams({ orderRef });
  if (result.kind === 'sent') {
    params.set('requestId', result.request.requestId);
    params.set('status', result.request.outcome);
  }
  return {
    path: `${WEBVIEW_CLOSE_ROUTES.manageOrderClose}?${params.toString()}`,
    labelId: 'service_payment.back_to_app',
  };
}
