/** The parts purchase steps share: the step form with its error summary, Next/Back, and one change handler a field. */
export { StepActions } from './step-actions';
export { FixErrorsSummary, StepForm } from './step-form';
export { useFieldChange } from './use-field-change';
