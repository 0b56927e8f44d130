/**
 * The journey engine: journey settings files (journeys/*.json) checked, compiled into XState v5
 * machines, navigated by the spec's rules, saved and resumed, and reported to analytics.
 */

export {
  compileJourney,
  exitStateKey,
  IDLE_STATE,
  initialJourneyContext,
  type JourneyMachine,
} from './compile-journey.ts';
export {
  type FlowJourney,
  type FlowJourneyFiles,
  type FlowJourneySource,
  flowJourney,
  type LoadedFlowJourney,
  loadFlowJourney,
} from './flow-journey.ts';
export { FLOW_VOCABULARIES, vocabularyOfJourney } from './flow-vocabularies.ts';
export {
  analyticsPlanChanges,
  connectJourneyAnalytics,
  type JourneyAnalyticsEvent,
  type JourneyAnalyticsSink,
  type JourneyEventSource,
  type JourneyPageViewSink,
  journeyAnalyticsPlan,
} from './journey-analytics.ts';
export {
  checkJourneyDocument,
  JOURNEY_BROKEN_FILE_MESSAGE,
  type JourneyCheckResult,
  loadJourney,
  parseJourneyFile,
} from './journey-check.ts';
export {
  conditionsHold,
  describeConditions,
  factsRead,
  JOURNEY_CONDITIONS,
  type JourneyConditionName,
  PURCHASE_JOURNEY_VOCABULARY,
  UnknownConditionError,
} from './journey-conditions.ts';
export {
  checkedStepData,
  checkJourneyData,
  type JourneyData,
  JourneyDataSchema,
  type JourneyStepData,
  NO_STEP_SCHEMAS,
  sanitizeStepData,
  withStepData,
} from './journey-data.ts';
export {
  checkJourneyReferences,
  defineJourney,
  type JourneyDefinition,
  JourneyDefinitionError,
  normaliseRoute,
} from './journey-definition.ts';
export { clearDraftsOnStepSave } from './journey-drafts.ts';
export {
  canShowFaq,
  moveStep,
  moveStepBy,
  moveStepsBefore,
  optionalSteps,
  removedSteps,
  removeStep,
  restoreStep,
  setFaqShown,
  setJourneySetting,
  setStepConditions,
} from './journey-edit.ts';
export { journeyEditWarnings } from './journey-edit-warnings.ts';
export { endedJourneyData, forgetPersonalDataOnceEnded, journeyDataAtRest } from './journey-ended-data.ts';
export {
  type DiffLine,
  exportJourney,
  type JourneyChange,
  journeyChanges,
  journeyEdited,
  lineDiff,
} from './journey-export.ts';
export {
  DEFAULT_JOURNEY_FACTS,
  JOURNEY_FACT_DOMAINS,
  JOURNEY_FACT_NAMES,
  type JourneyFactName,
  type JourneyFacts,
  withDefaultFacts,
} from './journey-facts.ts';
export {
  formatJsonPath,
  JOURNEY_ANALYTICS_EVENTS,
  JOURNEY_FORMAT_VERSION,
  JOURNEY_LAYOUTS,
  type JourneyAnalyticsEventName,
  type JourneyExit,
  type JourneyFile,
  JourneyFileSchema,
  type JourneyIssue,
  type JourneyIssueRule,
  type JourneyLayout,
  type JourneySettings as JourneyFileSettings,
  type JourneyStep,
  JourneyStepSchema,
} from './journey-file.schema.ts';
export {
  type JourneyFinding,
  type JourneyFindings,
  type JourneyWarningRule,
  journeyFindings,
} from './journey-findings.ts';
export {
  checkJourneyGraph,
  findWitness,
  type JourneyGraph,
  type JourneyGraphEdge,
  journeyGraph,
  journeyMermaid,
} from './journey-graph.ts';
export type {
  JourneyAnalyticsEmitted,
  JourneyContext,
  JourneyEmitted,
  JourneyEvent,
  JourneyEventType,
  JourneyInput,
  JourneyOutcome,
  JourneyStepEntered,
} from './journey-machine.types.ts';
export {
  backTarget,
  deepLinkAllowed,
  forwardTarget,
  type JourneyPosition,
  plannedPath,
  resumeTarget,
  stepApplies,
} from './journey-navigation.ts';
export { EMPTY_NEIGHBOURS, type JourneyNeighbours, journeyNeighbours } from './journey-neighbours.ts';
export {
  clearAllSavedJourneys,
  clearSavedJourney,
  JOURNEY_PERSISTENCE_FORMAT,
  JOURNEY_RESTARTED_NOTICE,
  JourneyOutcomeSchema,
  type JourneyRestore,
  type JourneyRestoreKind,
  journeyContextOf,
  journeySaveRecord,
  journeyStorageKey,
  journeyUnderWay,
  persistJourney,
  restoreJourney,
  restoreJourneyRecord,
  restoreNoticeInput,
  savedJourneyInProgressRevision,
  saveJourney,
  toJourneyStoreState,
} from './journey-persistence.ts';
export { type JourneyPreview, type PreviewStep, previewJourney, previewWalk } from './journey-preview.ts';
export {
  type AuthLeadsTo,
  countedWhenOpenedCold,
  enteredOnItsOwn,
  journeyProgress,
} from './journey-progress.ts';
export { endedJourneyStartsOver } from './journey-restart.ts';
export {
  chooseJourneyRevision,
  flaggedJourneyRevision,
  type JourneyRevisionSources,
  journeyRevisionFlag,
  loadJourneyRevision,
} from './journey-revision.ts';
export { type ConsentDocuments, journeySettingWarnings } from './journey-setting-warnings.ts';
export {
  condition,
  defineFlowVocabulary,
  defineJourneyVocabulary,
  EMPTY_JOURNEY_VOCABULARY,
  type FactsOf,
  type FlowVocabulary,
  type JourneyCondition,
  type JourneyFactDomains,
  type JourneyFactPatch,
  type JourneyFactValue,
  type JourneyFactValues,
  JourneyFactValuesSchema,
  type JourneyVocabulary,
  type StepDataSchemas,
  vocabularyFacts,
  withStepDataSchemas,
} from './journey-vocabulary.ts';
