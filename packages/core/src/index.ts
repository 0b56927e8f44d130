/**
 * @senda/core: the framework-free heart of Senda. Everything public is listed here; the React
 * app and the sandbox import from '@senda/core' only.
 */
export * from './config/constants.ts';
export * from './gateway/index.ts';
export * from './session/index.ts';
export * from './stores/index.ts';
export * from './validation/index.ts';
export * from './navigation/index.ts';
export * from './native/index.ts';
export * from './i18n/index.ts';
export * from './machines/app-boot/index.ts';
