import type { FlowPages } from '../features/manage/flow-app';

/**
 * Each service flow's part in the route table, keyed by the flow's id: its `<flow>.app.ts` in its
 * feature folder (features/manage/<feature>/), found by its name, so no list here names a flow
 * (core's SERVICE_FLOWS has the data part: its routes and their titles). app/flow-parts.test.ts
 * checks every service flow has one. Route data, in the servicing route table's chunk
 * (servicing-page-routes.ts), which every servicing page loads: each entry is a lazy `import()`
 * and strings, and imports no servicing code. The flows' entries on the line page and the request
 * hub are their `<flow>.line-action.ts`, which load with those pages (flow-line-actions.tsx).
 */
export const SERVICE_FLOW_PAGES: Readonly<Record<string, FlowPages>> = Object.fromEntries(
  Object.values(
    import.meta.glob<FlowPages>('../features/manage/*/*.app.ts', { eager: true, import: 'default' }),
  ).map((pages) => [pages.id, pages]),
);

/** A service flow's part in the route table; a flow without its `<flow>.app.ts` has none. */
export function serviceFlowPages(id: string): FlowPages {
  const pages = SERVICE_FLOW_PAGES[id];
  if (!pages) throw new Error(`The service flow "${id}" has no ${id}.app.ts in features/manage/`);
  return pages;
}
