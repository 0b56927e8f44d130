import type { CallInput } from '@senda/core/gateway';
import type { SandboxState } from '../../src/domain/sandbox-state.ts';

/**
 * What the contract test's cases are written against (tests/contract.test.ts, and each flow's
 * tests/contract-cases/<flow id>.contract-cases.ts): the sandbox's state and a signed-up customer.
 */
export interface Env {
  state: SandboxState;
  email: string;
  userId: string;
  token: string;
}

/** One call's input for a successful answer. */
export interface Case {
  input?: CallInput;
  /** Call with this token instead of the signed-in customer's. */
  token?: string;
}

/** Cases by endpoint name. */
export type ContractCases = Readonly<Record<string, (env: Env) => Case | Promise<Case>>>;
