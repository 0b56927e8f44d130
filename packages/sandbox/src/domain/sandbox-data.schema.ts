/// <reference types="vite/client" />
import * as v from 'valibot';
import { wingFilesFromFolder } from '../flows/wing-files.ts';
import { SANDBOX_LANGUAGES } from './language.ts';
import { RequesterEventSchema } from './requester-event.schema.ts';

/**
 * Everything the fake gateway remembers, as plain JSON. It crosses a boundary (localStorage, a
 * file on disk), so it is read back through this schema: a file from an older sandbox or a
 * hand-edited one is refused as a whole and the sandbox starts fresh instead of half-working.
 *
 * No card number or security code appears anywhere here: a card token and a saved card keep
 * brand, last four, expiry and the test outcome only.
 */
const Ms = v.pipe(v.number(), v.integer());

export const UserRecordSchema = v.object({
  id: v.string(),
  email: v.optional(v.string()),
  status: v.picklist(['PENDING_SIGNUP', 'ACTIVE', 'GUEST']),
  firstName: v.optional(v.string()),
  middleName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  dob: v.optional(Ms),
  telcoUser: v.boolean(),
  telcoPhoneNo: v.optional(v.string()),
  analyticsEnabled: v.optional(v.boolean()),
  /** The e-mail alerts the customer turned off or on (flows/usage-alerts); absent: all on. */
  usageAlerts: v.optional(
    v.object({ dataAt80: v.boolean(), dataAt100: v.boolean(), planEnding: v.boolean() }),
  ),
  channel: v.optional(v.string()),
  /** The language of the customer's latest call: mails with no call behind them are written in it. */
  language: v.optional(v.picklist(SANDBOX_LANGUAGES)),
  createdAt: Ms,
});
export type UserRecord = v.InferOutput<typeof UserRecordSchema>;

export const OTP_PURPOSES = [
  'signin',
  'signup',
  'guest_ott',
  'port_in',
  'email_change',
  'number_change',
  'card_update',
  'step_up',
] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OtpRecordSchema = v.object({
  id: v.string(),
  purpose: v.picklist(OTP_PURPOSES),
  /** An e-mail, or a phone number for the port-in SMS. */
  target: v.string(),
  userId: v.optional(v.string()),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
  createdAt: Ms,
  expiresAt: Ms,
  attempts: v.pipe(v.number(), v.integer()),
  resends: v.pipe(v.number(), v.integer()),
  status: v.picklist(['OPEN', 'USED', 'SUPERSEDED', 'BLOCKED']),
  /** Who asked for it (X-DeviceId, the client's address): what the request limits count. */
  deviceId: v.optional(v.string()),
  clientAddress: v.optional(v.string()),
  /** Port-in only: what the OTP will confirm. */
  portIn: v.optional(v.object({ number: v.string(), donor: v.string() })),
  /**
   * Answered like any other request (no enumeration), but no code is mailed and none ever
   * validates: the mail says why instead. A sign-in for an address with no account ("sign up
   * instead"), an e-mail change to an address that has its own account.
   */
  noAccount: v.optional(v.boolean()),
});
export type OtpRecord = v.InferOutput<typeof OtpRecordSchema>;

/**
 * The devices that proved an e-mail with a code (its owner's): they get a new code after a short
 * wait when the e-mail's code requests are used up. Optional: a state saved before loads with none.
 */
export const OtpAddressRecordSchema = v.object({
  knownDevices: v.optional(v.array(v.string()), () => []),
  /**
   * Devices never used with the e-mail that asked past its ceiling, told to wait until `readyAt`
   * (otp-address-guard.ts): each then gets its code, whoever else asked meanwhile.
   */
  challenges: v.optional(
    v.array(
      v.object({
        deviceId: v.string(),
        clientAddress: v.optional(v.string()),
        at: Ms,
        readyAt: Ms,
        /** When its code was mailed: a passed challenge still counts for the next one's wait. */
        passedAt: v.optional(Ms),
      }),
    ),
    () => [],
  ),
});

export type OtpAddressRecord = v.InferOutput<typeof OtpAddressRecordSchema>;

export const SessionRecordSchema = v.object({
  token: v.string(),
  userId: v.string(),
  guest: v.boolean(),
  issuedAt: Ms,
  expiresAt: Ms,
  revoked: v.boolean(),
  /**
   * A link's session: it grants only what the link is for, here one delivery's
   * reschedule and its fee order's payment (link-scope.ts); none for a log-in's session.
   */
  scope: v.optional(v.object({ kind: v.literal('reschedule'), rescheduleId: v.string() })),
  /**
   * When the customer logged in by one-time code (carried over by a refresh): a step-up may be
   * skipped for a few minutes after it. Absent for a session opened from an e-mailed link or a guest.
   */
  loggedInAt: v.optional(Ms),
  /**
   * The log-in this token belongs to (its session family): the first token's own value, carried
   * by every refresh. A log-out or a reuse of a spent token revokes the whole family. Absent in an
   * older state file: the token is its own family.
   */
  family: v.optional(v.string()),
  /** When the family dies whatever the refreshes (the log-in + `sessionMaxAgeSeconds`). */
  familyEndsAt: v.optional(Ms),
  /** When a refresh replaced this token: spent, it reads nothing, and refreshing it again is a reuse. */
  replacedAt: v.optional(Ms),
  /** A marketplace buyer's log-in (vendor login): carried by every refresh, stamped on its orders. */
  sourceChannel: v.optional(v.literal('meli')),
});
export type SessionRecord = v.InferOutput<typeof SessionRecordSchema>;

/** The kinds of message the shared services send; a flow wing declares its own (WingMailKinds). */
const SHARED_MAIL_KINDS = [
  // Each one-time code is mailed as a message of its purpose's kind.
  ...OTP_PURPOSES,
  'account_notice',
  'order_confirmation',
  // A service order paid (a renewal by hand or automatic, a fee): order-mail.ts's receipt.
  'receipt',
  'renewal_notice',
  'renewal_failed',
  'cfdi',
  'port_in_outcome',
  'reschedule_delivery',
  // An OXXO voucher or SPEI reference made, and money paid on one that was not applied.
  'cash_reference',
  'cash_returned',
  // Another operator asked for the line's number (port-out.ts): told at once, with "No fui yo".
  'port_out_requested',
] as const;

/**
 * The kinds of message flow wings send, each declared by its wing: the kind in its
 * `<flow>.mail-kinds.ts` (found by file name) and in this interface by declaration merging, so
 * the mailbox's records accept it and this file names no flow.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each wing's declaration merging.
export interface WingMailKinds {}

export type MailKind = (typeof SHARED_MAIL_KINDS)[number] | (keyof WingMailKinds & string);

/** Every kind a mail record may have: the shared ones, then each wing's. */
export const MAIL_KINDS: readonly [MailKind, ...MailKind[]] = [
  ...SHARED_MAIL_KINDS,
  ...Object.values(
    import.meta.env
      ? import.meta.glob<readonly MailKind[]>('../flows/*/*.mail-kinds.ts', {
          eager: true,
          import: 'default',
        })
      : wingFilesFromFolder<readonly MailKind[]>('.mail-kinds.ts'),
  ).flat(),
];

export const MailRecordSchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  code: v.optional(v.string()),
  requestId: v.optional(v.string()),
  kind: v.picklist(MAIL_KINDS),
  /** A link the message carries (a reschedule link), beside its text. */
  link: v.optional(v.string()),
  sentAt: Ms,
});
export type MailRecord = v.InferOutput<typeof MailRecordSchema>;

export const NumberLockSchema = v.object({
  number: v.string(),
  userId: v.string(),
  lockedAt: Ms,
  /** Until then nobody else is offered the number; an order keeps it reserved instead. */
  expiresAt: Ms,
  orderRef: v.optional(v.string()),
  status: v.picklist(['LOCKED', 'RESERVED', 'ASSIGNED']),
});
export type NumberLock = v.InferOutput<typeof NumberLockSchema>;

export const PricedItemSchema = v.object({
  itemType: v.picklist([
    'FEE',
    'DELIVERY_FEE_SKU',
    'NEW_NUMBER',
    'ADDON',
    'BUNDLE',
    'PLAN',
    'EXTERNAL_REWARD',
  ]),
  sku: v.string(),
  name: v.string(),
  /** Line total in MXN, IVA included. */
  amount: v.number(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  label: v.optional(v.string()),
  /** The difference to a dearer plan for the days left of the period (a plan switch now), not its price. */
  prorated: v.optional(v.literal(true)),
});
export type PricedItem = v.InferOutput<typeof PricedItemSchema>;

export const PromoResultSchema = v.object({
  code: v.string(),
  status: v.picklist(['APPLIED', 'REFUSED']),
  reason: v.optional(v.string()),
  discount: v.number(),
});
export type PromoResult = v.InferOutput<typeof PromoResultSchema>;

/** Addresses and the buyer's details, kept as the flat string records the order sent. */
const AddressSchema = v.record(v.string(), v.string());

/** An order's CFDI as billing stamped it: the folio fiscal (UUID) and the receiver's details. */
export const InvoiceRecordSchema = v.object({
  status: v.literal('ISSUED'),
  folio: v.string(),
  issuedAt: Ms,
  rfc: v.string(),
  name: v.string(),
  taxRegime: v.string(),
  cfdiUse: v.string(),
  postalCode: v.string(),
});
export type InvoiceRecord = v.InferOutput<typeof InvoiceRecordSchema>;

export const OrderRecordSchema = v.object({
  orderRef: v.string(),
  /** Bought in a marketplace buyer's session (vendor login): the order says so. */
  sourceChannel: v.optional(v.literal('meli')),
  userId: v.string(),
  email: v.optional(v.string()),
  orderType: v.string(),
  /** Server order state: PAY until paid, PRO once paid, CAN when cancelled, OFL when failed. */
  state: v.string(),
  status: v.string(),
  items: v.array(PricedItemSchema),
  promoCodes: v.array(PromoResultSchema),
  discount: v.number(),
  total: v.number(),
  currency: v.string(),
  productLabel: v.optional(v.string()),
  simType: v.string(),
  numberType: v.string(),
  msisdn: v.optional(v.string()),
  portIn: v.optional(v.object({ number: v.string(), donor: v.string() })),
  /** Auto-renewal agreed to on the order summary: when, and to what terms. */
  autoRenewal: v.optional(v.object({ consentAt: Ms, amount: v.number(), frequencyDays: v.number() })),
  channel: v.optional(v.string()),
  /** The store a retail sale was made in (the assistant's retail onboarding). */
  retailStoreId: v.optional(v.string()),
  delivery: v.optional(
    v.object({
      method: v.string(),
      address: v.optional(AddressSchema),
      slotId: v.optional(v.string()),
      pickupLocationId: v.optional(v.string()),
      /** When the store handed a pick-up SIM over (the store's record; a scenario arranges it). */
      collectedAt: v.optional(Ms),
      /** When the courier could not deliver (a reschedule is open until a new delivery is booked). */
      failedAt: v.optional(Ms),
    }),
  ),
  customer: v.optional(AddressSchema),
  billingAddress: v.optional(AddressSchema),
  paidTransactionId: v.optional(v.string()),
  /** When it was paid (an automatic renewal: when the card was charged, not when the line was read). */
  paidAt: v.optional(Ms),
  /** A service order's line (a renewal, a fee): its order history lists it. */
  accountNumber: v.optional(v.string()),
  invoice: v.optional(InvoiceRecordSchema),
  kycSubmissionId: v.optional(v.string()),
  createdAt: Ms,
  updatedAt: Ms,
});
export type OrderRecord = v.InferOutput<typeof OrderRecordSchema>;

export const CartRecordSchema = v.object({
  id: v.string(),
  userId: v.string(),
  email: v.optional(v.string()),
  status: v.picklist(['PENDING', 'CONVERTED', 'EXPIRED']),
  items: v.array(PricedItemSchema),
  total: v.number(),
  productLabel: v.optional(v.string()),
  orderRef: v.optional(v.string()),
  createdAt: Ms,
  updatedAt: Ms,
});
export type CartRecord = v.InferOutput<typeof CartRecordSchema>;

export const CaptureContextRecordSchema = v.object({
  id: v.string(),
  userId: v.string(),
  /** The storefront origin the hosted fields may talk to, signed into the context. */
  targetOrigin: v.string(),
  createdAt: Ms,
  expiresAt: Ms,
});
export type CaptureContextRecord = v.InferOutput<typeof CaptureContextRecordSchema>;

export const CARD_OUTCOMES = [
  'approve',
  'decline',
  'insufficient_funds',
  'challenge',
  'context_expired',
] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

/** A card's expiry as the provider keeps it: month 1–12, four-digit year. */
const ExpiryMonth = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));
const ExpiryYear = v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100));

export const CardTokenRecordSchema = v.object({
  token: v.string(),
  captureContextId: v.string(),
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** Absent when the frame tokenised without an expiry (tokens older than saved cards, too). */
  expiryMonth: v.optional(ExpiryMonth),
  expiryYear: v.optional(ExpiryYear),
  outcome: v.picklist(CARD_OUTCOMES),
  createdAt: Ms,
  expiresAt: Ms,
  used: v.boolean(),
});
export type CardTokenRecord = v.InferOutput<typeof CardTokenRecordSchema>;

export const TRANSACTION_STATES = ['PENDING', 'CHALLENGE', 'SUCCESS', 'FAILED'] as const;

export const PaymentRecordSchema = v.object({
  transactionId: v.string(),
  orderRef: v.string(),
  userId: v.string(),
  /** The client's key for this attempt: a repeat of it is answered with this transaction. */
  idempotencyKey: v.optional(v.string()),
  amount: v.number(),
  currency: v.string(),
  paymentMethod: v.string(),
  brand: v.string(),
  last4: v.string(),
  expiryMonth: v.optional(ExpiryMonth),
  expiryYear: v.optional(ExpiryYear),
  outcome: v.picklist(CARD_OUTCOMES),
  /**
   * The customer asked to keep the card: its token is spent by now, so what a saved card needs is
   * kept here and the card is saved when (and only when) the transaction succeeds.
   */
  saveCard: v.optional(v.boolean()),
  status: v.picklist(TRANSACTION_STATES),
  reason: v.optional(v.string()),
  polls: v.pipe(v.number(), v.integer()),
  challengeCompleted: v.optional(v.picklist(['approve', 'fail'])),
  /**
   * A 3-D Secure challenge's page: only its URL's unguessable secret opens or answers it, and
   * only the storefront the payment came from may frame it (none when that is unknown).
   */
  challenge: v.optional(v.object({ secret: v.string(), frameAncestor: v.optional(v.string()) })),
  createdAt: Ms,
  updatedAt: Ms,
});
export type PaymentRecord = v.InferOutput<typeof PaymentRecordSchema>;

/**
 * A card the customer keeps on file, as a provider keeps it: brand, last four, expiry and the test
 * outcome its number stands for (so a later charge behaves like the card), never the number.
 */
export const SavedCardRecordSchema = v.object({
  paymentMethodId: v.string(),
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(ExpiryMonth),
  expiryYear: v.optional(ExpiryYear),
  outcome: v.picklist(CARD_OUTCOMES),
  isDefault: v.boolean(),
  createdAt: Ms,
});
export type SavedCardRecord = v.InferOutput<typeof SavedCardRecordSchema>;

export const PaylinkRecordSchema = v.object({
  paylinkId: v.string(),
  orderRef: v.string(),
  createdAt: Ms,
  expiresAt: Ms,
  cancelled: v.boolean(),
  /**
   * Who opened the link to pay it (their session's user: a guest, or anyone signed in): they may
   * pay its order and follow that payment (paylinks.ts). Optional on the way in, like savedCards.
   */
  payers: v.optional(v.array(v.string()), () => []),
});
export type PaylinkRecord = v.InferOutput<typeof PaylinkRecordSchema>;

export const KycSubmissionSchema = v.object({
  id: v.string(),
  userId: v.string(),
  orderRef: v.optional(v.string()),
  documentType: v.optional(v.string()),
  /** What arrived, never the bytes: a sandbox keeps no identity documents. */
  files: v.array(v.object({ field: v.string(), name: v.string(), type: v.string(), size: v.number() })),
  status: v.picklist(['SUBMITTED', 'APPROVED', 'REJECTED']),
  createdAt: Ms,
});
export type KycSubmission = v.InferOutput<typeof KycSubmissionSchema>;

export const ConsentRecordSchema = v.object({
  userId: v.string(),
  consentType: v.string(),
  documentName: v.optional(v.string()),
  version: v.optional(v.number()),
  consentGivenAt: v.optional(v.number()),
  receivedAt: Ms,
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecordSchema>;

/** A status a port-in or a service request reaches at `at`; a plan made in advance, read against the clock. */
export const TimelineEntrySchema = v.object({
  status: v.string(),
  at: Ms,
  reason: v.optional(v.string()),
});
export type TimelineEntry = v.InferOutput<typeof TimelineEntrySchema>;

/**
 * A transfer of a number from another operator, started when its order is paid. Its statuses are
 * planned at the start (the 24-hour window of Mexican portability) and reached as the clock moves.
 */
export const PortInRequestRecordSchema = v.object({
  requestId: v.string(),
  userId: v.string(),
  orderRef: v.string(),
  number: v.string(),
  donor: v.string(),
  createdAt: Ms,
  timeline: v.array(TimelineEntrySchema),
  /** The final status the customer was told of (once, when the transfer ended). */
  outcomeNoticeSent: v.optional(v.string()),
  /** A re-initiation's key: the same key sent again gets this request back. */
  idempotencyKey: v.optional(v.string()),
  /** The request this one started again after it failed. */
  reinitiates: v.optional(v.string()),
});
export type PortInRequestRecord = v.InferOutput<typeof PortInRequestRecordSchema>;

export const LineCardSchema = v.object({
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(ExpiryMonth),
  expiryYear: v.optional(ExpiryYear),
  outcome: v.picklist(CARD_OUTCOMES),
});

/**
 * A line (subscription): what a paid order becomes. Only facts are kept (when it was activated,
 * when the paid period ends, when a renewal was missed); its the spec's status is worked out from them
 * and the clock, so moving the clock moves the line.
 */
const SharedLineRecordSchema = v.object({
  accountNumber: v.string(),
  userId: v.string(),
  orderRef: v.string(),
  msisdn: v.string(),
  simType: v.picklist(['esim', 'physical_sim']),
  iccid: v.string(),
  esim: v.optional(v.object({ smdpAddress: v.string(), matchingId: v.string() })),
  plan: v.object({
    sku: v.string(),
    name: v.string(),
    price: v.number(),
    validityDays: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  createdAt: Ms,
  /** Absent while a physical SIM waits to be activated. */
  activatedAt: v.optional(Ms),
  installedAt: v.optional(Ms),
  installMethod: v.optional(v.string()),
  /** The end of the paid period: the renewal date. */
  periodEndsAt: v.optional(Ms),
  /** When a renewal was missed: Grace starts here, then Suspend, then Inactive. */
  lapsedAt: v.optional(Ms),
  autoRenewal: v.boolean(),
  card: v.optional(LineCardSchema),
  /** The renewal date the last advance notice was sent for (LFPC: 5 days before a charge). */
  noticeSentFor: v.optional(Ms),
  /**
   * Auto-renewal: the automatic charge of the renewal due at `due` failed `attempts`
   * times; it is tried again as LINE_LIFECYCLE.renewalRetry says, while the line is in Grace.
   */
  renewalRetry: v.optional(v.object({ due: Ms, attempts: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** The customer's express consent to the recurring charge (LFPC art. 76 Bis): when, and to what. */
  autoRenewalConsent: v.optional(
    v.object({ at: Ms, amount: v.number(), frequencyDays: v.number(), requestId: v.string() }),
  ),
  renewals: v.array(
    v.object({
      at: Ms,
      amount: v.number(),
      outcome: v.picklist(['PAID', 'MISSED']),
      reason: v.optional(v.string()),
    }),
  ),
  portInRequestId: v.optional(v.string()),
  /**
   * The automatic renewal the customer chose was turned off only because the line lost its number
   * (its transfer failed): a number given to it again turns it back on.
   */
  autoRenewalPaused: v.optional(v.literal(true)),
  /**
   * A transferred number's line works on a temporary number until the transfer is done;
   * a transfer the customer cancels leaves the line on it for good.
   */
  temporaryMsisdn: v.optional(v.string()),
  /**
   * The number was taken to another operator (a port-out the customer says they did not ask for):
   * the line is out of service until a reverse port-out brings the number back.
   */
  portedOut: v.optional(
    v.object({ at: Ms, recipient: v.string(), reversalRequestId: v.optional(v.string()) }),
  ),
  /**
   * Another operator asked for the number and the transfer is under way (POST /mocks/port-out):
   * `recipient` is the operator's code (data/donors.ts), `requestedAt` when the request came and
   * `completesAt` when the number leaves (sandbox clock). From `completesAt` on the line is
   * `portedOut` as above; a reverse port-out asked before then stops it (the mark is dropped).
   */
  portOut: v.optional(v.object({ recipient: v.string(), requestedAt: Ms, completesAt: Ms })),
  /**
   * The customer's number lock (flows/number-lock): while `locked`, a port-out request and a SIM
   * replacement are refused. `changedAt`: when it was last turned on or off.
   */
  numberLock: v.optional(v.object({ locked: v.boolean(), changedAt: Ms })),
  /** A plan switch waiting for the renewal date: the plan the line renews on, and its request. */
  pendingSwitch: v.optional(v.object({ requestId: v.string(), sku: v.string() })),
  /**
   * The data the line had used at `at` (MB) and how fast it uses more: the network's count moves
   * with the clock from there, and starts again at 0 at each renewal (flows/line-usage).
   */
  dataUse: v.optional(
    v.object({
      at: Ms,
      usedMb: v.pipe(v.number(), v.minValue(0)),
      mbPerDay: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
  /**
   * The usage alerts already filed: the data ones by the start of the period they were for, the
   * plan's end by its date, so each goes once (flows/usage-alerts).
   */
  usageAlertsSent: v.optional(
    v.object({ dataAt80: v.optional(Ms), dataAt100: v.optional(Ms), planEnding: v.optional(Ms) }),
  ),
  /**
   * The data add-ons bought for the line (flows/boosters): each adds its MB from `at` until the
   * renewal that ends the period it was bought in; `automatic` when the automatic booster bought it.
   */
  boosters: v.optional(
    v.array(
      v.object({
        sku: v.string(),
        mb: v.pipe(v.number(), v.minValue(0)),
        at: Ms,
        orderRef: v.string(),
        automatic: v.optional(v.boolean()),
      }),
    ),
  ),
  /** The automatic booster the customer agreed to (LFPC art. 76 Bis): what, how much, on which card, how often. */
  autoBooster: v.optional(
    v.object({
      sku: v.string(),
      amount: v.number(),
      cardLast4: v.string(),
      maxPerPeriod: v.pipe(v.number(), v.integer(), v.minValue(1)),
      agreedAt: Ms,
    }),
  ),
  /** The SIM was reported lost or stolen: blocked from then until a replacement takes over. */
  simBlockedAt: v.optional(Ms),
  /** A replacement physical SIM is on the line and waits for its ICCID (the line stays active). */
  simAwaitingActivation: v.optional(v.boolean()),
  /** Termination: when the line closes (a termination request's date), until withdrawn. */
  closesAt: v.optional(Ms),
  /**
   * Mexico's line registry: registered, with what the registry keeps (never an image),
   * or held unregistered (suspended) with the identity checks that failed.
   */
  registry: v.optional(
    v.variant('status', [
      v.object({
        status: v.literal('REGISTERED'),
        folio: v.string(),
        registeredAt: Ms,
        name: v.string(),
        curp: v.string(),
        msisdn: v.string(),
        documentType: v.string(),
        validation: v.literal('APPROVED'),
      }),
      v.object({ status: v.literal('UNREGISTERED'), failedAttempts: v.number() }),
    ]),
  ),
  /**
   * The numbers the line had before, newest first, and why each left it: a wing that gives the
   * line another number keeps the old one here, so the customer may ask for it back.
   */
  previousNumbers: v.optional(
    v.array(v.object({ msisdn: v.string(), releasedAt: Ms, releasedBy: v.picklist(['CHANGED', 'LAPSED']) })),
  ),
  /** Rewards allocated to the line by a claimed win-back offer. */
  rewards: v.optional(
    v.array(
      v.object({
        rewardId: v.string(),
        offerId: v.string(),
        kind: v.picklist(['RENEWAL_DISCOUNT', 'EXTRA_DATA']),
        percent: v.optional(v.number()),
        dataGb: v.optional(v.number()),
        grantedAt: Ms,
        validUntil: Ms,
        idempotencyKey: v.string(),
      }),
    ),
  ),
});

/**
 * The fields flow wings keep on a line, each declared by its wing: its schema in its
 * `<flow>.line-fields.ts` (defineSandboxLineFields, found by file name) and its type in this
 * interface by declaration merging, optional (a line made before the wing kept it has none), so
 * the line record holds them and this file names no flow.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each wing's declaration merging.
export interface WingLineFields {}

/** A wing's line fields' schemas, each under the name its declaration in WingLineFields gives it. */
export type SandboxLineFields = {
  readonly [Name in keyof WingLineFields]?: v.GenericSchema<
    unknown,
    Exclude<WingLineFields[Name], undefined>
  >;
};

/** Every wing's line fields, by name. */
const WING_LINE_FIELDS: Readonly<Record<string, v.GenericSchema>> = Object.assign(
  {},
  ...Object.values(
    import.meta.env
      ? import.meta.glob<SandboxLineFields>('../flows/*/*.line-fields.ts', { eager: true, import: 'default' })
      : wingFilesFromFolder<SandboxLineFields>('.line-fields.ts'),
  ),
);

export type LineRecord = v.InferOutput<typeof SharedLineRecordSchema> & WingLineFields;

/**
 * A line as it is saved and loads: the shared fields and each wing's, optional on the way in. The
 * names are the ones the fields had before the wings kept them, so a state saved then loads as
 * it was (the version stays 1). Typed as LineRecord: each wing's schema is checked against its
 * WingLineFields entry where it is declared (defineSandboxLineFields).
 */
export const LineRecordSchema = v.object({
  ...SharedLineRecordSchema.entries,
  ...Object.fromEntries(Object.entries(WING_LINE_FIELDS).map(([name, schema]) => [name, v.optional(schema)])),
}) as unknown as v.GenericSchema<unknown, LineRecord>;

export const ServiceRequestRecordSchema = v.object({
  requestId: v.string(),
  userId: v.string(),
  accountNumber: v.string(),
  orderRef: v.optional(v.string()),
  type: v.string(),
  createdAt: Ms,
  timeline: v.array(TimelineEntrySchema),
  /** What the request asked for (the new plan's sku, the reason, ...), as the flow sent it. */
  details: v.optional(v.record(v.string(), v.string())),
});
export type ServiceRequestRecord = v.InferOutput<typeof ServiceRequestRecordSchema>;

/**
 * A cash (OXXO) or transfer (SPEI) reference for one order (renew now). The money's
 * arrivals are kept, applied or returned: a late or second payment is recorded and never applied.
 */
export const CashPaymentRecordSchema = v.object({
  reference: v.string(),
  method: v.picklist(['OXXO', 'SPEI']),
  orderRef: v.string(),
  userId: v.string(),
  amount: v.number(),
  currency: v.string(),
  createdAt: Ms,
  expiresAt: Ms,
  clabe: v.optional(v.string()),
  paidAt: v.optional(Ms),
  transactionId: v.optional(v.string()),
  arrivals: v.array(
    v.object({
      at: Ms,
      applied: v.boolean(),
      reason: v.optional(v.picklist(['ALREADY_APPLIED', 'EXPIRED', 'ORDER_NOT_PAYABLE'])),
      /** Money not applied goes back (cash-payments.ts's CashRefundWay); the customer is e-mailed how. */
      refund: v.optional(
        v.object({ amount: v.number(), way: v.picklist(['SPEI_TO_SENDER', 'SPEI_TO_NAMED_ACCOUNT']) }),
      ),
    }),
  ),
});
export type CashPaymentRecord = v.InferOutput<typeof CashPaymentRecordSchema>;

/**
 * A failed delivery's reschedule: its link's verification code, how long the link lasts, and, once
 * the customer chose, the new delivery (booked when its fee order is paid, or at once when free).
 */
export const RescheduleRecordSchema = v.object({
  rescheduleId: v.string(),
  userId: v.string(),
  orderRef: v.string(),
  verificationCode: v.string(),
  createdAt: Ms,
  expiresAt: Ms,
  /** OPEN until a new delivery is chosen; WAITING for its fee; DONE once booked. */
  status: v.picklist(['OPEN', 'WAITING', 'DONE']),
  /**
   * Why the delivery failed: the courier's failure is the operator's, so its redelivery
   * is free; nobody there to receive it is the customer's, so a doorstep redelivery is charged.
   */
  cause: v.optional(v.picklist(['COURIER', 'NOBODY_HOME']), 'COURIER'),
  idempotencyKey: v.optional(v.string()),
  feeOrderRef: v.optional(v.string()),
  fee: v.optional(v.number()),
  delivery: v.optional(
    v.object({
      method: v.picklist(['DOORSTEP_DELIVERY', 'SELF_PICKUP']),
      address: v.optional(AddressSchema),
      slotId: v.optional(v.string()),
      pickupLocationId: v.optional(v.string()),
    }),
  ),
  bookedAt: v.optional(Ms),
});
export type RescheduleRecord = v.InferOutput<typeof RescheduleRecordSchema>;

/**
 * A card added without paying (validate-and-add) that its bank wants to authenticate first
 * (3-D Secure): kept here until the challenge is answered, then saved or dropped.
 */
export const PendingInstrumentRecordSchema = v.object({
  paymentMethodId: v.string(),
  userId: v.string(),
  brand: v.string(),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expiryMonth: v.optional(ExpiryMonth),
  expiryYear: v.optional(ExpiryYear),
  makeDefault: v.boolean(),
  status: v.picklist(['CHALLENGE', 'ACTIVE', 'FAILED']),
  challenge: v.object({ secret: v.string(), frameAncestor: v.optional(v.string()) }),
  createdAt: Ms,
});
export type PendingInstrumentRecord = v.InferOutput<typeof PendingInstrumentRecordSchema>;

const TermsModeSchema = v.picklist(['EXPLICIT_READ', 'EXPLICIT_NO_READ', 'IMPLICIT']);

/**
 * A step-up (step-up.ts): the code to the account's current address, then the proof token it
 * gives, bound to the customer, the action and the line, good for one action.
 */
export const StepUpRecordSchema = v.object({
  id: v.string(),
  userId: v.string(),
  action: v.string(),
  accountNumber: v.optional(v.string()),
  otpRequestId: v.optional(v.string()),
  status: v.picklist(['VERIFYING', 'PROVED', 'USED']),
  proofToken: v.optional(v.string()),
  proofExpiresAt: v.optional(Ms),
  createdAt: Ms,
});
export type StepUpRecord = v.InferOutput<typeof StepUpRecordSchema>;

export const SANDBOX_DATA_VERSION = 1;

/**
 * The collections flow wings keep, each declared by its wing: its schema in its
 * `<flow>.records.ts` (defineSandboxRecords, found by file name) and its type in this interface by
 * declaration merging, so the state holds them and this file names no flow.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each wing's declaration merging.
export interface WingRecords {}

/**
 * One collection a wing keeps in the sandbox's state: its schema, and what a new state (or one
 * saved before the wing kept it) holds.
 */
export interface SandboxRecord<Output> {
  readonly schema: v.GenericSchema<unknown, Output>;
  readonly empty: () => Output;
}

/** A wing's collections, each under the name its declaration in WingRecords gives it. */
export type SandboxRecords = { readonly [Name in keyof WingRecords]?: SandboxRecord<WingRecords[Name]> };

/** Every wing's collections, by name. */
const WING_RECORDS: Readonly<Record<string, SandboxRecord<unknown>>> = Object.assign(
  {},
  ...Object.values(
    import.meta.env
      ? import.meta.glob<SandboxRecords>('../flows/*/*.records.ts', { eager: true, import: 'default' })
      : wingFilesFromFolder<SandboxRecords>('.records.ts'),
  ),
);

/** The collections the shared services keep. */
const SharedSandboxDataSchema = v.object({
  version: v.literal(SANDBOX_DATA_VERSION),
  sequence: v.pipe(v.number(), v.integer()),
  maintenance: v.boolean(),
  users: v.record(v.string(), UserRecordSchema),
  otpRequests: v.record(v.string(), OtpRecordSchema),
  /** By e-mail. Optional on the way in, like savedCards: an older state loads with none. */
  otpAddresses: v.optional(v.record(v.string(), OtpAddressRecordSchema), () => ({})),
  sessions: v.record(v.string(), SessionRecordSchema),
  mailbox: v.array(MailRecordSchema),
  numberLocks: v.record(v.string(), NumberLockSchema),
  carts: v.record(v.string(), CartRecordSchema),
  orders: v.record(v.string(), OrderRecordSchema),
  captureContexts: v.record(v.string(), CaptureContextRecordSchema),
  cardTokens: v.record(v.string(), CardTokenRecordSchema),
  payments: v.record(v.string(), PaymentRecordSchema),
  /**
   * payment_request keys closed unanswered (`closePaymentRequest`) by `${userId} ${key}`: a request
   * under one arriving afterwards is refused, never charged. Optional on the way in like savedCards.
   */
  closedPaymentRequests: v.optional(
    v.record(v.string(), v.object({ orderRef: v.string(), closedAt: Ms })),
    () => ({}),
  ),
  /**
   * Saved cards by user id, oldest first. Optional on the way in: a state saved before cards
   * could be saved is still version 1 and loads with none, instead of being thrown away.
   */
  savedCards: v.optional(v.record(v.string(), v.array(SavedCardRecordSchema)), () => ({})),
  paylinks: v.record(v.string(), PaylinkRecordSchema),
  kycSubmissions: v.record(v.string(), KycSubmissionSchema),
  consents: v.array(ConsentRecordSchema),
  /**
   * Account servicing, added later: optional on the way in like savedCards, so a state saved
   * before lines existed loads with none (the version stays 1).
   */
  lines: v.optional(v.record(v.string(), LineRecordSchema), () => ({})),
  portInRequests: v.optional(v.record(v.string(), PortInRequestRecordSchema), () => ({})),
  serviceRequests: v.optional(v.record(v.string(), ServiceRequestRecordSchema), () => ({})),
  /** Failed deliveries' reschedules by id; optional on the way in like the lines. */
  reschedules: v.optional(v.record(v.string(), RescheduleRecordSchema), () => ({})),
  /** Wrong reschedule-link codes, by who sent them: what the guess limits count. */
  rescheduleCodeFailures: v.optional(v.array(RequesterEventSchema), () => []),
  /** Unknown pay-by-link ids asked for, by who asked: what their limits count. */
  paylinkMisses: v.optional(v.array(RequesterEventSchema), () => []),
  /** Guest accounts made, by who asked: what their limits count. */
  guestSignups: v.optional(v.array(RequesterEventSchema), () => []),
  /**
   * The terms of use's acceptance mode as the consent settings serve it, when `POST
   * /mocks/consent-settings` changed it (the server's form); none: the operator's default.
   */
  termsAcceptanceMode: v.optional(TermsModeSchema),
  /** The same for one device id only (`deviceId` in the call), so tests side by side differ. */
  termsAcceptanceModeByDevice: v.optional(v.record(v.string(), TermsModeSchema), () => ({})),
  /**
   * Whether a new eSIM ships something (the ESIM-NEW entry of the eSIM delivery specification),
   * when `POST /mocks/esim-delivery` changed it; none: the operator's default (nothing ships).
   */
  esimDeliveryNeeded: v.optional(v.boolean()),
  /** The same for one device id only, so tests side by side differ. */
  esimDeliveryNeededByDevice: v.optional(v.record(v.string(), v.boolean()), () => ({})),
  /**
   * Whether the port-in eligibility texts a code to the number (the port-in config's
   * `otpRequired`), when `POST /mocks/port-in-config` changed it; none: the operator's default
   * (a Mexican operator's: no code, the NIP from 051 is the proof).
   */
  portInOtpRequired: v.optional(v.boolean()),
  /** The same for one device id only, so tests side by side differ. */
  portInOtpRequiredByDevice: v.optional(v.record(v.string(), v.boolean()), () => ({})),
  /** Cash and transfer references by reference; a state saved before them loads with none. */
  cashPayments: v.optional(v.record(v.string(), CashPaymentRecordSchema), () => ({})),
  /** Cards waiting on their 3-D Secure step; optional on the way in. */
  pendingInstruments: v.optional(v.record(v.string(), PendingInstrumentRecordSchema), () => ({})),
  /** Step-ups by id; optional on the way in like the others. */
  stepUps: v.optional(v.record(v.string(), StepUpRecordSchema), () => ({})),
  /** How far `POST /mocks/clock` has moved the sandbox's time ahead of its clock. */
  clockOffsetMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /**
   * Refunds made (termination before activation), one per termination request. Optional
   * on the way in like the others: an older state loads with none.
   */
  refunds: v.optional(
    v.array(
      v.object({
        refundId: v.string(),
        requestId: v.string(),
        orderRef: v.string(),
        userId: v.string(),
        amount: v.number(),
        at: Ms,
        /** Sent by SPEI to the CLABE the customer gave (an order paid in cash): its last four. */
        toClabeLast4: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
      }),
    ),
    () => [],
  ),
});
export type SandboxData = v.InferOutput<typeof SharedSandboxDataSchema> & WingRecords;

/**
 * A saved state as it loads: the shared collections and each wing's, optional on the way in (a
 * state saved before a wing kept its records loads with none). Typed as SandboxData: each wing's
 * schema is checked against its WingRecords entry where it is declared (defineSandboxRecords).
 */
export const SandboxDataSchema = v.object({
  ...SharedSandboxDataSchema.entries,
  ...Object.fromEntries(
    Object.entries(WING_RECORDS).map(([name, record]) => [name, v.optional(record.schema, record.empty)]),
  ),
}) as unknown as v.GenericSchema<unknown, SandboxData>;

export function emptySandboxData(): SandboxData {
  // Each wing's collections, empty: the names are WingRecords' (the wings declare both).
  const wings = Object.fromEntries(
    Object.entries(WING_RECORDS).map(([name, record]) => [name, record.empty()]),
  );
  return {
    ...(wings as unknown as WingRecords),
    version: SANDBOX_DATA_VERSION,
    sequence: 0,
    maintenance: false,
    users: {},
    otpRequests: {},
    otpAddresses: {},
    sessions: {},
    mailbox: [],
    numberLocks: {},
    carts: {},
    orders: {},
    captureContexts: {},
    cardTokens: {},
    payments: {},
    closedPaymentRequests: {},
    savedCards: {},
    paylinks: {},
    kycSubmissions: {},
    consents: [],
    lines: {},
    portInRequests: {},
    serviceRequests: {},
    reschedules: {},
    paylinkMisses: [],
    guestSignups: [],
    rescheduleCodeFailures: [],
    termsAcceptanceModeByDevice: {},
    esimDeliveryNeededByDevice: {},
    portInOtpRequiredByDevice: {},
    clockOffsetMs: 0,
    cashPayments: {},
    refunds: [],
    pendingInstruments: {},
    stepUps: {},
  };
}
