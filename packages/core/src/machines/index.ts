/**
 * The machines and the views of the purchase side and of account servicing.
 * (app-boot is exported on its own from the package index.)
 */
export * from './checkout/index.ts';

export * from './customer-lines/index.ts';
export * from './esim-install/index.ts';
export * from './line-home/index.ts';
export * from './manual-ekyc/index.ts';
export * from './otp-timer/index.ts';
export * from './paylink/index.ts';
export * from './payment/index.ts';
export * from './payment-choice/index.ts';
export * from './payment-methods/index.ts';
export * from './post-verification/index.ts';
export * from './privacy-settings/index.ts';
export * from './profile/index.ts';
export * from './profile-email/index.ts';
export * from './purchase/index.ts';
export * from './request-history/index.ts';
export * from './request-status/index.ts';
export * from './service-payment/index.ts';
export * from './service-request-template/index.ts';
export * from './shared/index.ts';
export * from './sim-activation/index.ts';
export * from './step-up/index.ts';
export * from './verification/index.ts';
