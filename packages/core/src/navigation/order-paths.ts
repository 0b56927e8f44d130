import { MANAGE_ORDER_ROUTE, type ManageRoute } from './routes.ts';

/** Manage order for one order (the spec's post-verification routing uses the same orderRef parameter). */
export const manageOrderPath = (orderRef: string): string => managePath(MANAGE_ORDER_ROUTE, orderRef);

/** A manage page about one line, named by its order reference, with the page's own parameters. */
export function managePath(
  route:
    | ManageRoute
    // A page of a flow in a wing of its own (flows/<flow>/), which names its routes itself.
    | `/manage/${string}`,
  orderRef: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  return `${route}?${new URLSearchParams({ orderRef, ...extra }).toString()}`;
}

/** Whether a path a wing declares (a manifest's line action) is a manage page, which managePath takes. */
export const isManagePage = (path: string): path is `/manage/${string}` => path.startsWith('/manage/');
