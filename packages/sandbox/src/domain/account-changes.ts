import type { StepUpAction } from '@senda/core/gateway';
import type { AccountNotices } from './account-notice.ts';
import type { StepUpService } from './step-up.ts';

/**
 * The one wiring for every account-changing service (the e-mail change in auth.ts, SIM
 * replacement, reverse port-out, termination, number change): the step-up rule that must approve
 * the change and the notices that tell the account's address after it. Both are made after the
 * lines the step-up checks, so sandbox-state.ts hands them over with guardAccountChanges.
 */
export abstract class AccountChanges {
  protected stepUp: StepUpService | undefined;
  protected notices: AccountNotices | undefined;

  guardAccountChanges(stepUp: StepUpService, notices: AccountNotices): void {
    this.stepUp = stepUp;
    this.notices = notices;
  }

  /**
   * 422120 unless `token` proves this customer for `action` on this line (step-up.ts): checked
   * first, so a request without a good proof learns nothing else. A service never guarded refuses
   * too: an unwired sandbox must not let an unapproved change through.
   */
  protected requireStepUpProof(
    userId: string,
    action: StepUpAction,
    accountNumber: string | undefined,
    token: string | null | undefined,
  ): void {
    this.guard(action).assertProof(userId, action, accountNumber, token);
  }

  /**
   * The proof spent, once the request is known to be good and before anything changes: a refused
   * request (not eligible, a missing identity check) keeps it for the corrected one.
   */
  protected spendStepUpProof(
    userId: string,
    action: StepUpAction,
    accountNumber: string | undefined,
    token: string | null | undefined,
  ): void {
    this.guard(action).consume(userId, action, accountNumber, token);
  }

  private guard(action: StepUpAction): StepUpService {
    if (!this.stepUp) throw new Error(`${action}: the step-up is not wired (guardAccountChanges)`);
    return this.stepUp;
  }
}
