import * as v from 'valibot';

/**
 * What one journey may know and test: its facts, each with a finite domain (default first), and
 * the named conditions its file may list in a step's `when`. Each journey declares its own: the
 * purchase's (session, SIM type, payment…) are not a plan switch's, and a win-back's
 * `offerAccepted` means nothing to the purchase. The engine keeps a journey's facts to its own
 * vocabulary: a fact it does not declare is never stored, defaulted, saved or tested.
 */

/** A fact's value: a choice from its domain. */
export type JourneyFactValue = string | boolean;
/** Each fact's domain, its default first: the checker enumerates these to prove reachability. */
export type JourneyFactDomains = Readonly<Record<string, readonly JourneyFactValue[]>>;
/** The facts a journey holds: every fact of its vocabulary, with a value from its domain. */
export type JourneyFactValues = Readonly<Record<string, JourneyFactValue>>;
/** Facts told to a journey (NEXT, SET_FACTS, an input): any of them, some undefined. */
export type JourneyFactPatch = Readonly<Record<string, JourneyFactValue | undefined>>;

/** The facts a domain list gives, typed: for a vocabulary's conditions. */
export type FactsOf<TDomains extends JourneyFactDomains> = {
  -readonly [K in keyof TDomains]: TDomains[K][number];
};

/**
 * A condition a journey file may name: a plain predicate over the journey's facts, with a
 * sentence a product team can read (documentation for the JSON editors, not user-facing text) and
 * the facts it reads, so the checker can enumerate them.
 */
export interface JourneyCondition<TFacts extends JourneyFactValues = JourneyFactValues> {
  readonly description: string;
  readonly reads: readonly (keyof TFacts & string)[];
  /** Method syntax: a vocabulary's typed conditions stand in the engine's untyped list. */
  test(facts: TFacts): boolean;
}

/**
 * What each step keeps in journeyData, by step name: the journey's own steps' shapes, which the
 * flow running it hands over in its vocabulary (the purchase's forms, a plan switch's choices).
 * Journey data is restored from storage and handed to the steps, so the engine reads it through
 * these: a step whose data has another shape starts empty, and the other steps keep theirs; a
 * step without one keeps any object.
 */
export type StepDataSchemas = Readonly<Record<string, v.GenericSchema>>;

/** A key of a journey file's `settings`. */
export type JourneySettingName = 'channel' | 'termsAcceptanceMode' | 'promoCodes' | 'guestCheckout';

export interface JourneyVocabulary {
  readonly facts: JourneyFactDomains;
  readonly conditions: Readonly<Record<string, JourneyCondition>>;
  /**
   * The file settings this journey's pages act on. `journeys:check` warns about any other setting
   * in the file: a plan switch asks for no terms, so its `termsAcceptanceMode` would do nothing.
   */
  readonly settings: readonly JourneySettingName[];
  /**
   * Steps whose choices the order carries on, by name, with what they are (for product teams):
   * when an edit removes such a step, a returning customer's choice from it is dropped (the
   * engine's runtime does it; `journeys:check` warns), since no page would let them change it.
   */
  readonly carriedData: Readonly<Record<string, string>>;
  /**
   * Steps the journey cannot do without, by name, with why (for product teams): the flow's
   * request needs what they collect, so `journeys:check` refuses a file without them (and the app
   * a served one, falling back to its bundled copy).
   */
  readonly neededSteps: Readonly<Record<string, string>>;
  /**
   * Steps that show what earlier steps chose, by name, with those steps and why: `journeys:check`
   * refuses an order that puts one before them (plan details before the plan is chosen).
   */
  readonly stepsAfter: Readonly<Record<string, StepsAfter>>;
  /**
   * The address of the flow's one page, when the spec gives the flow a single route and each step
   * is a screen of that page (port-in re-initiation's form and review on /manage/cancel-portin):
   * its steps share that route, and a step at any other is refused. Otherwise each step has a
   * route of its own.
   */
  readonly onePage: string | null;
  /** Each step's data shape (StepDataSchemas); journeys:check needs none of it. */
  readonly stepData: StepDataSchemas;
}

/** The steps a step must come after, and why (for product teams). */
export interface StepsAfter {
  readonly steps: readonly string[];
  readonly why: string;
}

export interface JourneyVocabularyOptions {
  readonly settings?: readonly JourneySettingName[];
  readonly carriedData?: Readonly<Record<string, string>>;
  readonly neededSteps?: Readonly<Record<string, string>>;
  readonly stepsAfter?: Readonly<Record<string, StepsAfter>>;
  readonly onePage?: string;
  readonly stepData?: StepDataSchemas;
}

export const condition = <TFacts extends JourneyFactValues>(
  reads: readonly (keyof TFacts & string)[],
  description: string,
  test: (facts: TFacts) => boolean,
): JourneyCondition<TFacts> => Object.freeze({ reads, description, test });

/**
 * A journey's vocabulary: its facts and the conditions over them. A condition reading a fact the
 * vocabulary does not declare is a programming error, refused here rather than never true.
 */
export function defineJourneyVocabulary<const TDomains extends JourneyFactDomains>(
  facts: TDomains,
  conditions: Readonly<Record<string, JourneyCondition<FactsOf<TDomains>>>>,
  options: JourneyVocabularyOptions = {},
): JourneyVocabulary {
  for (const [name, entry] of Object.entries(conditions)) {
    const unknown = entry.reads.filter((fact) => !Object.hasOwn(facts, fact));
    if (unknown.length) throw new Error(`condition "${name}" reads undeclared facts: ${unknown.join(', ')}`);
  }
  // The engine hands conditions this vocabulary's facts only (vocabularyFacts), so each sees the
  // facts it was typed for; TypeScript cannot follow that through the generic domains.
  return Object.freeze({
    facts,
    conditions: conditions as JourneyVocabulary['conditions'],
    settings: options.settings ?? [],
    carriedData: options.carriedData ?? {},
    neededSteps: options.neededSteps ?? {},
    stepsAfter: options.stepsAfter ?? {},
    onePage: options.onePage ?? null,
    stepData: options.stepData ?? {},
  });
}

/**
 * A vocabulary with the shapes of its steps' data: how a flow whose facts and conditions live
 * below it (the purchase's, in journey-conditions.ts) hands the engine its steps' shapes.
 */
export const withStepDataSchemas = (
  vocabulary: JourneyVocabulary,
  stepData: StepDataSchemas,
): JourneyVocabulary => Object.freeze({ ...vocabulary, stepData: { ...vocabulary.stepData, ...stepData } });

/**
 * The facts and conditions a service flow's journey file may name: the default export of its
 * `vocabulary.ts` (or `<flow>.vocabulary.ts` beside its machine), which its machine loads the file
 * with, found by flow-vocabularies.ts (journeys:check checks the file by them). Apart from the
 * flow's manifest, so the servicing route table holds no journey code.
 */
export interface FlowVocabulary {
  flowId: string;
  vocabulary: JourneyVocabulary;
}

export const defineFlowVocabulary = (flowId: string, vocabulary: JourneyVocabulary): FlowVocabulary => ({
  flowId,
  vocabulary,
});

/** A journey that tests nothing: no facts, no conditions (a plan switch's plans → details → summary). */
export const EMPTY_JOURNEY_VOCABULARY: JourneyVocabulary = defineJourneyVocabulary({}, {});

const inDomain = (vocabulary: JourneyVocabulary, name: string, value: unknown): value is JourneyFactValue =>
  Object.hasOwn(vocabulary.facts, name) &&
  (vocabulary.facts[name] as readonly unknown[] | undefined)?.includes(value) === true;

/**
 * The journey's facts: each declared fact's default, then the values of `patches` in order. A
 * fact the vocabulary does not declare, or a value outside its domain (an old save, another
 * journey's facts), is dropped.
 */
export function vocabularyFacts(
  vocabulary: JourneyVocabulary,
  ...patches: readonly (JourneyFactPatch | undefined)[]
): JourneyFactValues {
  const facts: Record<string, JourneyFactValue> = {};
  for (const [name, domain] of Object.entries(vocabulary.facts)) {
    const first = domain[0];
    if (first !== undefined) facts[name] = first;
  }
  for (const patch of patches) {
    if (!patch) continue;
    for (const [name, value] of Object.entries(patch))
      if (inDomain(vocabulary, name, value)) facts[name] = value;
  }
  return facts;
}

/**
 * Whether every fact of `facts` that the vocabulary declares holds a value of its domain: a save
 * whose facts do not fit was not written by this journey as it is, and is not trusted. Facts the
 * vocabulary does not declare are ignored (vocabularyFacts drops them).
 */
export function factsFitVocabulary(vocabulary: JourneyVocabulary, facts: JourneyFactPatch): boolean {
  return Object.entries(facts).every(
    ([name, value]) => !Object.hasOwn(vocabulary.facts, name) || inDomain(vocabulary, name, value),
  );
}

/**
 * Facts as read from storage or a child's snapshot, before a vocabulary sorts them: names to
 * strings or booleans; anything else is dropped by vocabularyFacts when used.
 */
export const JourneyFactValuesSchema = v.record(v.string(), v.union([v.string(), v.boolean()]));
