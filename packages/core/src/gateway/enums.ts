import * as v from 'valibot';
import { wingParts } from '../flow-declarations/flow-parts.ts';

/**
 * Value sets the app branches on. Each is a tuple, a picklist schema and a type, so a
 * screen, a machine and the sandbox all spell a value the same way. Where the gateway is likely to
 * add values and the app only displays them, the answer schemas use `v.string()` instead and these
 * tuples list the values known today.
 */

/** Order preview and order items (Order). */
export const ORDER_ITEM_TYPES = [
  'FEE',
  'DELIVERY_FEE_SKU',
  'NEW_NUMBER',
  'ADDON',
  'BUNDLE',
  'PLAN',
  'EXTERNAL_REWARD',
] as const;
export const OrderItemTypeSchema = v.picklist(ORDER_ITEM_TYPES);
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/** The app's order status. */
export const ORDER_STATUSES = [
  'INITIATED',
  'CREATED',
  'PLACED',
  'FAILED',
  'CANCELLED',
  'APPROVED',
  'COMPLETED',
] as const;
export const OrderStatusSchema = v.picklist(ORDER_STATUSES);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Server order states. CAN, OFL and TSU are final; the others are the pending states known
 * today. Order answers keep `state` as a free string: the spec's rules are written as "none of the
 * final states", so a new pending state must not make the whole order list unreadable.
 */
export const FINAL_SERVER_ORDER_STATES = ['CAN', 'OFL', 'TSU'] as const;
export const SERVER_ORDER_STATES = [
  ...FINAL_SERVER_ORDER_STATES,
  /** Created, waiting for the customer's next step. */
  'PEN',
  /** Waiting for payment. */
  'PAY',
  /** Paid, being provisioned. */
  'PRO',
  /** SIM shipped. */
  'SHP',
] as const;
export const ServerOrderStateSchema = v.picklist(SERVER_ORDER_STATES);
export type ServerOrderState = (typeof SERVER_ORDER_STATES)[number];

/** Order flow types (Sim Only, Service Order, On App Purchases, Number Change). */
export const ORDER_TYPES = ['SIM_ONLY', 'SERVICE_ORDER', 'ON_APP_PURCHASES', 'NUMBER_CHANGE'] as const;
export const OrderTypeSchema = v.picklist(ORDER_TYPES);
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Port-in and service-request statuses: one list, so a port-in and every other request are
 * read, labelled and followed by the same rules (which are final: service-request.rules.ts).
 */
export const SERVICE_REQUEST_STATUSES = [
  'PROCESSING',
  'IN_PROGRESS',
  'ACTIVE',
  'WAITING',
  'DONOR_SWITCH',
  'DONOR_SWITCH_SCHEDULED',
  'SUBMITTED',
  'FAILED',
  'CANCELED',
  'DONE',
  'PORT_IN_FAILED',
  'REJECTED',
] as const;
export const ServiceRequestStatusSchema = v.picklist(SERVICE_REQUEST_STATUSES);
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** Service request types. Later issues add the flows that create each one. */
export const SERVICE_REQUEST_TYPES = [
  'PORT_OUT_REQUEST',
  /** Renew now: the spec's names no type for a renewal paid by the customer; this is ours. */
  'RENEWAL',
] as const;
/**
 * Every type this build knows: those above and each flow wing's (flows/<flow>/flow.ts
 * `requestTypes`), checked when an answer is read; a type no flow declares is refused.
 */
export const KNOWN_SERVICE_REQUEST_TYPES: readonly string[] = [
  ...SERVICE_REQUEST_TYPES,
  ...(typeof __SENDA_FLOW_PARTS_BUILT__ === 'boolean'
    ? __SENDA_FLOW_REQUEST_TYPES__
    : wingParts().requestTypes
  ).map(([type]) => type),
];
export const ServiceRequestTypeSchema = v.picklist(KNOWN_SERVICE_REQUEST_TYPES);
/** A service request type: one of the list above, or a flow wing's own. */
export type ServiceRequestType = (typeof SERVICE_REQUEST_TYPES)[number] | (string & {});

/** Subscription line statuses, spelt as the spec lists them. */
export const LINE_STATUSES = ['Active', 'Suspend', 'Grace', 'Inactive'] as const;
export const LineStatusSchema = v.picklist(LINE_STATUSES);
export type LineStatus = (typeof LINE_STATUSES)[number];

/** Whether a line's SIM has been activated: a physical SIM waits for the customer to activate it. */
export const SIM_ACTIVATION_STATUSES = ['AWAITING_ACTIVATION', 'ACTIVATED'] as const;
export const SimActivationStatusSchema = v.picklist(SIM_ACTIVATION_STATUSES);
export type SimActivationStatus = (typeof SIM_ACTIVATION_STATUSES)[number];

/** Whether the SIM is in the phone: an eSIM profile downloaded, or a physical SIM activated. */
export const SIM_INSTALLATION_STATUSES = ['NOT_INSTALLED', 'INSTALLED'] as const;
export const SimInstallationStatusSchema = v.picklist(SIM_INSTALLATION_STATUSES);
export type SimInstallationStatus = (typeof SIM_INSTALLATION_STATUSES)[number];

export const DELIVERY_TYPES = ['DOORSTEP_DELIVERY', 'SELF_PICKUP'] as const;
export const DeliveryTypeSchema = v.picklist(DELIVERY_TYPES);
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * Where an order's physical SIM is (not in the spec; the storefront's choice, so the line page never
 * says a SIM arrived before it did): on its way (to the door or to the store), waiting at the
 * store to be collected, or in the customer's hands (delivered at the door or collected).
 */
/** DELIVERY_FAILED: the courier could not deliver; a reschedule is open for it. */
export const DELIVERY_STATUSES = ['ON_ITS_WAY', 'READY_FOR_PICKUP', 'DELIVERED', 'DELIVERY_FAILED'] as const;
export const DeliveryStatusSchema = v.picklist(DELIVERY_STATUSES);
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const SIM_TYPES = ['physical_sim', 'esim'] as const;
export const SimTypeSchema = v.picklist(SIM_TYPES);
export type SimType = (typeof SIM_TYPES)[number];

export const PLAN_TYPES = ['prepaid', 'postpaid', 'hybrid'] as const;
export const PlanTypeSchema = v.picklist(PLAN_TYPES);
export type PlanType = (typeof PLAN_TYPES)[number];

export const NUMBER_TYPES = ['NEW', 'PORT_IN'] as const;
export const NumberTypeSchema = v.picklist(NUMBER_TYPES);
export type NumberType = (typeof NUMBER_TYPES)[number];

export const NUMBER_CATEGORIES = ['FREE_NUMBER', 'PREMIUM_NUMBER'] as const;
export const NumberCategorySchema = v.picklist(NUMBER_CATEGORIES);
export type NumberCategory = (typeof NUMBER_CATEGORIES)[number];

/** How the app asks for acceptance of a terms document. */
export const TERMS_ACCEPTANCE_MODES = ['MANDATORY_SCROLL', 'CHECKBOX', 'IMPLICIT'] as const;
export const TermsAcceptanceModeSchema = v.picklist(TERMS_ACCEPTANCE_MODES);
export type TermsAcceptanceMode = (typeof TERMS_ACCEPTANCE_MODES)[number];

/** The same modes as the consent settings send them ("server-side forms"). */
export const SERVER_TERMS_ACCEPTANCE_MODES = ['EXPLICIT_READ', 'EXPLICIT_NO_READ', 'IMPLICIT'] as const;
export const ServerTermsAcceptanceModeSchema = v.picklist(SERVER_TERMS_ACCEPTANCE_MODES);
export type ServerTermsAcceptanceMode = (typeof SERVER_TERMS_ACCEPTANCE_MODES)[number];

/** Consent document kinds (Consent record). */
export const CONSENT_TYPES = ['TERMS_OF_USE', 'PRIVACY_POLICY'] as const;
export const ConsentTypeSchema = v.picklist(CONSENT_TYPES);
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** The two OTP flows of `user-service/v4/auth/{flow}/validate`. */
export const OTP_VALIDATION_FLOWS = ['signin', 'signup'] as const;
export const OtpValidationFlowSchema = v.picklist(OTP_VALIDATION_FLOWS);
export type OtpValidationFlow = (typeof OTP_VALIDATION_FLOWS)[number];

/** Product variant categories: a plan, an add-on or a bundle. */
export const PRODUCT_CATEGORIES = ['PLAN', 'ADDON', 'BUNDLE'] as const;
export const ProductCategorySchema = v.picklist(PRODUCT_CATEGORIES);
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PROMO_CODE_STATUSES = ['APPLIED', 'REFUSED'] as const;
export const PromoCodeStatusSchema = v.picklist(PROMO_CODE_STATUSES);
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

/** eSIM delivery specification order types, spelt as the gateway spells them. */
export const ESIM_SPECIFICATION_ORDER_TYPES = ['ESIM-NEW', 'ESIM-SIM_REPLACMENT'] as const;
export type EsimSpecificationOrderType = (typeof ESIM_SPECIFICATION_ORDER_TYPES)[number];

/** Payment transaction statuses polled after a payment request. */
export const TRANSACTION_STATUSES = ['PENDING', 'CHALLENGE', 'SUCCESS', 'FAILED'] as const;
export const TransactionStatusSchema = v.picklist(TRANSACTION_STATUSES);
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Pay-by-link states: EXPIRED sends the user to /payment/paylink-expired. */
export const PAYLINK_STATUSES = ['ACTIVE', 'PAID', 'EXPIRED', 'CANCELLED'] as const;
export const PaylinkStatusSchema = v.picklist(PAYLINK_STATUSES);
export type PaylinkStatus = (typeof PAYLINK_STATUSES)[number];

/** Where guest sign-up sends its one-time code (auth state `isGuestSignupSMSChannel`). */
export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS'] as const;
export const NotificationChannelSchema = v.picklist(NOTIFICATION_CHANNELS);
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Cart statuses known today; the post-verification routing asks for PENDING ones only. */
export const CART_STATUSES = ['PENDING', 'CONVERTED', 'EXPIRED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/** Payment methods known today; the enabled list keeps them as free strings. */
export const PAYMENT_METHODS = ['CARD', 'SAVED_CARD', 'OXXO', 'SPEI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
