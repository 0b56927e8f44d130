import * as v from 'valibot';
import { servicePaymentFlow } from '../../navigation/flow-manifests.ts';
import { SERVICE_PAYMENT_ROUTES } from '../../navigation/routes.ts';

/**
 * The address a template flow's page should be at for its view, or null to stay where it is:
 * `page` is the flow's page for the screen shown (none for a screen without a page of its own: a
 * check, a refusal, shown on whichever of the flow's pages is open), `query` what the page's
 * address carries (the line's orderRef, a link's code). A step reached by NEXT and the outcome
 * get their own page, so Back, a reload and a shared link land where the customer was.
 */
export function serviceRequestPagePath(
  page: string | undefined,
  view: { busy: boolean },
  here: { pathname: string },
  query: Record<string, string>,
): string | null {
  // Mid-call the screen is not settled (a status read may end anywhere): wait.
  if (view.busy || !page || here.pathname === page) return null;
  return `${page}?${new URLSearchParams(query).toString()}`;
}

const SERVICE_PAYMENT_PAGE_PATHS: readonly string[] = Object.values(SERVICE_PAYMENT_ROUTES);

/** What the success page is about, from its address: the line, the request and the paid order. */
const SuccessQuerySchema = v.object({
  orderRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  paidOrder: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
});
export type ServiceRequestResultQuery = v.InferOutput<typeof SuccessQuerySchema>;

/** The success page's address parameters, checked (anything else: null, nothing is claimed). */
export function readServiceRequestResultQuery(search: string): ServiceRequestResultQuery | null {
  const params = new URLSearchParams(search);
  const parsed = v.safeParse(SuccessQuerySchema, {
    orderRef: params.get('orderRef') ?? undefined,
    requestId: params.get('requestId') ?? undefined,
    paidOrder: params.get('paidOrder') ?? undefined,
  });
  return parsed.success ? parsed.output : null;
}

/**
 * Where a paid service flow's page should be for a view (`page`: the page of its screen, if it has
 * one), or null to stay: its own pages by orderRef, the shared payment pages naming the flow
 * (`flow=<id>`), the success page naming the request and the paid order. Plan switch, SIM
 * replacement and renew now map their screens to pages and call this; number change ends on a
 * status page of its own (numberChangePagePath).
 */
export function servicePaymentFlowPagePath(
  flowId: string,
  page: string | undefined,
  view: { requestId: string | null; payment: { orderReference: string } | null; busy: boolean },
  here: { pathname: string; search: string },
  orderRef: string,
): string | null {
  // Mid-call the screen is not settled (a status read after paying may end anywhere): wait.
  if (view.busy) return null;
  const onResult = readServiceRequestResultQuery(here.search);
  if (here.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess && onResult && view.requestId === null)
    return null;
  if (!page) return null;
  const query = new URLSearchParams({ orderRef });
  // The shared service payment pages serve every paid flow: the address names this one.
  if (SERVICE_PAYMENT_PAGE_PATHS.includes(page)) query.set('flow', flowId);
  if (page === SERVICE_PAYMENT_ROUTES.paymentSuccess && view.requestId) {
    query.set('requestId', view.requestId);
    if (view.payment) query.set('paidOrder', view.payment.orderReference);
  }
  const path = `${page}?${query.toString()}`;
  const same =
    here.pathname === page &&
    (!SERVICE_PAYMENT_PAGE_PATHS.includes(page) || servicePaymentFlow(here.search) === flowId) &&
    (page !== SERVICE_PAYMENT_ROUTES.paymentSuccess || onResult?.requestId === view.requestId);
  return same ? null : path;
}
