import { describe, expect, it } from 'vitest';
import { requestFailureMessageId } from '../../machines/service-request-template/index.ts';
import { BOOSTERS_MESSAGES } from './boosters.machine.ts';
import { AUTO_BOOSTER_CONSENT, BOOSTER_NOT_ELIGIBLE } from './flow.ts';

/** The gateway's answer as the client throws it: the status, the number and the name. */
const refusal = (code: { code: string; errorId: number }) => ({
  status: 422,
  errorId: code.errorId,
  errorCode: code.code,
});

describe("a booster's refusals say what they are about", () => {
  it('a buy the line or its plan may not have: its own sentence, not "we could not prepare your purchase"', () => {
    expect(requestFailureMessageId(refusal(BOOSTER_NOT_ELIGIBLE), BOOSTERS_MESSAGES.submitFailed)).toBe(
      'boosters.refusal.not_eligible',
    );
    // By its name alone too (a gateway that sends only one of the two).
    expect(
      requestFailureMessageId({ errorCode: BOOSTER_NOT_ELIGIBLE.code }, BOOSTERS_MESSAGES.submitFailed),
    ).toBe('boosters.refusal.not_eligible');
  });

  it("an automatic booster's consent that no longer names what would be charged", () => {
    expect(requestFailureMessageId(refusal(AUTO_BOOSTER_CONSENT), 'boosters.auto.save_failed')).toBe(
      'boosters.refusal.auto_consent',
    );
  });

  it("anything else keeps the flow's own sentence", () => {
    expect(requestFailureMessageId({ status: 422, errorId: 422999 }, BOOSTERS_MESSAGES.submitFailed)).toBe(
      BOOSTERS_MESSAGES.submitFailed,
    );
  });
});
