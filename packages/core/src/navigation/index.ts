export * from './route-guards.ts';
export * from './routes.ts';
export { safeRelativePath } from './safe-redirect.ts';
