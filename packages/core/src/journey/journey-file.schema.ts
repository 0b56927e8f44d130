import * as v from 'valibot';

/**
 * The journey settings file (`journeys/*.json`) that product teams edit, and the same document the
 * gateway serves as journey settings (the spec: an onboarding part plus other settings). The schema is
 * the contract: anything it does not describe is refused with a JSON path, so a typo cannot slip
 * through as a silently ignored key.
 */

/** The file format this engine reads. A new format gets a new number and a migration here. */
export const JOURNEY_FORMAT_VERSION = 1;

/** the spec's layout kinds. */
export const JOURNEY_LAYOUTS = [
  'step',
  'main-authenticated',
  'no-footer',
  'no-header-and-footer',
  'no-footer-without-header',
  'main-auth-two-button',
] as const;
export type JourneyLayout = (typeof JOURNEY_LAYOUTS)[number];

/** the spec's analytics event names. */
export const JOURNEY_ANALYTICS_EVENTS = [
  'signup',
  'login',
  'view_cart',
  'add_to_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'user_data',
] as const;
export type JourneyAnalyticsEventName = (typeof JOURNEY_ANALYTICS_EVENTS)[number];

/** Order-summary terms acceptance modes. */
export const TERMS_ACCEPTANCE_MODES = ['MANDATORY_SCROLL', 'CHECKBOX', 'IMPLICIT'] as const;
export type TermsAcceptanceMode = (typeof TERMS_ACCEPTANCE_MODES)[number];

/**
 * Step and exit names are kebab-case so they read the same in JSON, in URLs and in analytics; the
 * `exit:` prefix is reserved for the machine's exit states.
 */
const NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const NameSchema = v.pipe(
  v.string(),
  v.regex(NAME_PATTERN, 'must be kebab-case (lower-case letters, digits and single dashes)'),
);

/** A route is an absolute path without query or hash: the journey matches deep links on it. */
const RouteSchema = v.pipe(
  v.string(),
  v.regex(
    /^\/[A-Za-z0-9\-_/]*$/,
    'must be an absolute path such as /web/pre-checkout, without query or hash',
  ),
);

/** Message ids, never sentences (house rule): dotted lower-case keys. */
const MessageIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9_]+(?:\.[a-z0-9_-]+)+$/, 'must be a message id such as faq.pre_checkout.prepaid'),
);

const FaqSchema = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    prepaid: v.optional(MessageIdSchema),
    postpaid: v.optional(MessageIdSchema),
  }),
  v.check(
    (faq) => !faq.enabled || (faq.prepaid !== undefined && faq.postpaid !== undefined),
    'an enabled FAQ needs both a prepaid and a postpaid section',
  ),
);

export const JourneyStepSchema = v.strictObject({
  name: NameSchema,
  route: RouteSchema,
  layout: v.picklist(JOURNEY_LAYOUTS),
  analyticsPageName: v.pipe(v.string(), v.minLength(1)),
  faq: FaqSchema,
  /** Condition names (journey-conditions.ts); the step applies only when all of them hold. */
  when: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  /**
   * Steps that take this step's place at the user's choice (sign-up or log in). Going forward
   * from a step skips its alternatives; SWITCH moves between them.
   */
  alternatives: v.optional(v.array(NameSchema)),
  /** Forward from this step continues at the named later step instead of the following one. */
  next: v.optional(NameSchema),
  /** Named journey exits (declared in onboarding.exits) this step may leave through. */
  exits: v.optional(v.array(NameSchema)),
  /** Former names, so a saved journey can be resumed after a rename. */
  formerNames: v.optional(v.array(NameSchema)),
  /**
   * The analytics event(s) sent the first time a run enters this step: one name, or several when
   * one screen is two moments of the funnel (the order summary that also takes the payment is
   * where the cart is seen and the payment given).
   */
  analyticsEvent: v.optional(
    v.union([
      v.picklist(JOURNEY_ANALYTICS_EVENTS),
      v.pipe(v.array(v.picklist(JOURNEY_ANALYTICS_EVENTS)), v.minLength(1)),
    ]),
  ),
  final: v.optional(v.boolean()),
  /**
   * A step customers may open directly before reaching it (a "Log in" link, the login page a
   * guard sends them to), as long as its conditions hold.
   */
  entry: v.optional(v.boolean()),
});
export type JourneyStep = v.InferOutput<typeof JourneyStepSchema>;

/** The events a step declares, as a list whether the file names one or several. */
export const analyticsEventsOf = (step: Pick<JourneyStep, 'analyticsEvent'> | undefined) =>
  step?.analyticsEvent === undefined
    ? []
    : typeof step.analyticsEvent === 'string'
      ? [step.analyticsEvent]
      : step.analyticsEvent;

export const JourneyExitSchema = v.strictObject({
  name: NameSchema,
  /** Where the app goes; absent when the path is only known at run time (a stored redirect). */
  route: v.optional(RouteSchema),
  description: v.optional(v.string()),
});
export type JourneyExit = v.InferOutput<typeof JourneyExitSchema>;

export const JourneySettingsSchema = v.strictObject({
  channel: v.optional(v.picklist(['web', 'retail'])),
  termsAcceptanceMode: v.optional(v.picklist(TERMS_ACCEPTANCE_MODES)),
  promoCodes: v.optional(v.strictObject({ enabled: v.boolean() })),
  guestCheckout: v.optional(v.boolean()),
});
export type JourneySettings = v.InferOutput<typeof JourneySettingsSchema>;

export const JourneyFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  version: v.literal(JOURNEY_FORMAT_VERSION, `format version must be ${JOURNEY_FORMAT_VERSION}`),
  id: NameSchema,
  /** Bumped by the product team on every change; saved journeys from another revision migrate. */
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.optional(v.string()),
  onboarding: v.strictObject({
    steps: v.pipe(v.array(JourneyStepSchema), v.minLength(1, 'a journey needs at least one step')),
    exits: v.optional(v.array(JourneyExitSchema)),
  }),
  settings: v.optional(JourneySettingsSchema),
});
export type JourneyFile = v.InferOutput<typeof JourneyFileSchema>;

/** One problem in a journey file, located by JSON path (`$.onboarding.steps[3].when[0]`). */
export interface JourneyIssue {
  path: string;
  /** The sentence journeys:check prints (English, for developers and the CLI). */
  message: string;
  /**
   * Which rule found it and what it names, so a page can say it in its reader's language (the
   * journey editor); a schema issue has none (its message is valibot's).
   */
  rule?: JourneyIssueRule;
  params?: Readonly<Record<string, string>>;
}

/** The rules of journeys:check that can refuse a file, beyond the schema. */
export type JourneyIssueRule =
  | 'duplicate-exit'
  | 'duplicate-step'
  | 'reserved-name'
  | 'duplicate-route'
  | 'one-page-route'
  | 'unknown-condition'
  | 'self-alternative'
  | 'unknown-alternative'
  | 'final-alternative'
  | 'unknown-next'
  | 'next-backwards'
  | 'unknown-exit'
  | 'final-with-links'
  | 'former-name-current'
  | 'former-name-taken'
  | 'first-step-conditional'
  | 'first-step-final'
  | 'no-final-step'
  | 'needed-step-removed'
  | 'needs-earlier-step'
  | 'unreachable'
  | 'dead-end';

export function formatJsonPath(keys: readonly (string | number)[]): string {
  return keys.reduce<string>(
    (path, key) =>
      typeof key === 'number'
        ? `${path}[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(key)
          ? `${path}.${key}`
          : `${path}[${JSON.stringify(key)}]`,
    '$',
  );
}

export function issuesFromValibot(issues: readonly v.BaseIssue<unknown>[]): JourneyIssue[] {
  return issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) =>
      typeof item.key === 'number' || typeof item.key === 'string' ? item.key : String(item.key),
    );
    // strictObject reports an unknown key at its own path; name it so the reader knows why.
    const message =
      issue.kind === 'schema' && issue.type === 'strict_object' && issue.expected === 'never'
        ? `unknown key ${JSON.stringify(keys[keys.length - 1])}`
        : issue.message;
    return { path: formatJsonPath(keys), message };
  });
}
