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
