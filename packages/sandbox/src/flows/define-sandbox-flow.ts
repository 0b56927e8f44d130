import type { FailureSpec } from '../domain/failures.ts';
import type { Texts } from '../domain/language.ts';
import type { Mailbox } from '../domain/mailbox.ts';
import type { LineRecord, SandboxData } from '../domain/sandbox-data.schema.ts';

/**
 * A flow's wing in the sandbox: what the fake gateway's shared lists would otherwise name, from its
 * `flows/<flow>/flow.ts`. Its handlers (`<flow>.handlers.ts`) and scenarios (`<flow>.scenarios.ts`)
 * in the same folder are found by their names, as the shared folders' are.
 */
export interface SandboxFlowWing {
  readonly id: string;
  /** What each of its step-up actions' codes approves, as the mail names it (the line's number). */
  readonly stepUpWords: Readonly<Record<string, (msisdn: string | undefined) => Texts>>;
  /** The refusals its calls give, as data (failures.ts's shape). */
  readonly failures: Readonly<Record<string, FailureSpec>>;
  /**
   * Files what fell due by the sandbox's time that no call would read (the flow's own e-mails),
   * before the mailbox is read: time moves on its own or by `advanceClock`.
   */
  readonly fileDueNotices?: (sandbox: DueNoticeHost) => void;
  /**
   * What the flow makes the operator refuse on a line that other flows change (the number lock:
   * a port-out, a SIM replacement). Asked by those flows before anything changes.
   */
  readonly lineGuards?: LineGuards;
}

/** A wing's say over other flows' changes to a line; each answers nothing to let it through. */
export interface LineGuards {
  /**
   * Another operator (`recipient`, its code) asks for the line's number: throws (fail) to refuse
   * it, after telling the account what it may need to know.
   */
  readonly portOut?: (line: LineRecord, host: LineGuardHost, recipient: string) => void;
  /** A new SIM for the line: the refusal's reason (the eligibility's) and failure (the submit's). */
  readonly simReplacement?: (line: LineRecord) => { reason: string; failure: FailureSpec } | undefined;
}

/** What a line guard may use of the sandbox: its data, the mailbox and the storefront's address. */
export interface LineGuardHost {
  readonly store: { readonly data: SandboxData; changed(): void; now(): number };
  readonly mailbox: Mailbox;
  readonly storefrontUrl: string;
}

/**
 * What a wing's due notices may use of the sandbox (SandboxState has all of it): its data, its
 * time, a line's status as of now, the mailbox and where the storefront's links point.
 */
export interface DueNoticeHost {
  readonly store: { readonly data: SandboxData; changed(): void };
  readonly lines: { snapshot(line: LineRecord): { readonly status: string } };
  readonly mailbox: Mailbox;
  readonly storefrontUrl: string;
  now(): number;
}

/** A flow's one typed entry in the sandbox (the default export of its `flows/<flow>/flow.ts`). */
export const defineSandboxFlow = <const Wing extends SandboxFlowWing>(wing: Wing): Wing => wing;
