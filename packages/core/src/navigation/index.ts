export { defaultExportsInFolder } from '../flow-declarations/folder-modules.ts';
export { FLOW_ENDPOINTS } from '../gateway/flow-endpoints.ts';
export {
  defineFlowEndpoints,
  defineServiceFlow,
  type FlowEndpoints,
  type ServiceFlowDefinition,
} from './flow-manifest.ts';
export {
  FLOW_MANIFESTS,
  type FlowId,
  type FlowManifest,
  flowManifest,
  flowOfJourney,
  flowRouteTitle,
  LINE_ACTION_FLOWS,
  type LineActionFlowId,
  PAID_FLOWS,
  type PaidFlowId,
  SERVICE_FLOWS,
  SERVICE_PAYMENT_PAGES,
  type ServiceFlowId,
  type ServiceFlowManifest,
  servicePaymentFlow,
} from './flow-manifests.ts';
export {
  isJourneyStepPath,
  JOURNEY_RUNTIME_FLOWS,
  JOURNEY_STEP_PATHS,
  journeyStepTitle,
} from './journey-flow-manifests.ts';
export { lineRemedyLink, type RemedyLink } from './line-remedies.ts';
export { takesLinkToken } from './link-token-pages.ts';
export { MESSAGE_AREA_PAGES, messageAreasOfPage } from './message-area-pages.ts';
export { manageOrderPath, managePath } from './order-paths.ts';
export { rateLimitRetryTarget } from './rate-limit-retry.ts';
export * from './route-guards.ts';
export * from './routes.ts';
export { safeRelativePath } from './safe-redirect.ts';
export { webviewCloseRoute } from './webview-close.ts';
