/**
 * The purchase-side machines: OTP timer, post-verification routing, purchase and plan switch.
 * (app-boot is exported on its own from the package index.)
 */
export * from './checkout/index.ts';
export * from './otp-timer/index.ts';
export * from './payment/index.ts';
export * from './plan-switch/index.ts';
export * from './post-verification/index.ts';
export * from './purchase/index.ts';
export * from './service-request/index.ts';
export * from './verification/index.ts';
