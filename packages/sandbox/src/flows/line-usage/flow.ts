import { defineSandboxFlow } from '../define-sandbox-flow.ts';

/** The line's usage: a read only, with no step-up and no refusals of its own. */
export default defineSandboxFlow({ id: 'line-usage', stepUpWords: {}, failures: {} });
