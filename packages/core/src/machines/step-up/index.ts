export { type StepUpMachine, stepUpMachine } from './step-up.machine.ts';
export { provideStepUpMachine } from './step-up.services.ts';
export type { StepUpContext, StepUpEvent, StepUpInput, StepUpOutput } from './step-up.types.ts';
export { type StepUpView, stepUpSenders, stepUpView } from './step-up.view.ts';
