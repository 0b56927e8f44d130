export { manageOrderPath } from './order-paths.ts';
export { rateLimitRetryTarget } from './rate-limit-retry.ts';
export * from './route-guards.ts';
export * from './routes.ts';
export { safeRelativePath } from './safe-redirect.ts';
export { SIM_ROUTES } from './sim-routes.ts';
export { webviewCloseRoute } from './webview-close.ts';
