/** The parts purchase steps share: the step form with its error summary, and Next/Back. */
export { StepActions } from './step-actions';
export { FixErrorsSummary, StepForm } from './step-form';
