import { fail } from '../../domain/failures.ts';
import { COUNTRY_LANGUAGE } from '../../domain/language.ts';
import type { LineRecord } from '../../domain/sandbox-data.schema.ts';
import type { SandboxState } from '../../domain/sandbox-state.ts';
import { DAY, defineScenarios } from '../../domain/scenario-recipe.ts';

/**
 * A change to the first free number the customer asked for (confirmed with the code mailed for it,
 * as the storefront would), `agoMs` ago: 0 leaves it on its way; past the hour it takes, the line
 * has its new number and the old one is a previous number it may recover.
 */
const numberChangedAgo =
  (agoMs: number) =>
  (sandbox: SandboxState, line: LineRecord): void => {
    const { auth, numbers, lines } = sandbox;
    const numberChange = sandbox.flow('number-change');
    const user = auth.user(line.userId);
    if (!user) fail('notFound');
    const [free] = numbers.search({ category: 'FREE_NUMBER', limit: 1, userId: user.id });
    if (!free) fail('numberNotAvailable');
    numbers.lock(free.number, user.id);
    const code = numberChange.sendCode(user, { lang: COUNTRY_LANGUAGE, requester: {} });
    const request = numberChange.submit(user, line, {
      action: 'CHANGE',
      number: free.number,
      category: 'FREE_NUMBER',
      otpCode: code.code,
      ottRequestId: code.id,
      idempotencyKey: `scenario-number-${line.accountNumber}`,
    });
    if (agoMs > 0) numberChange.backdate(request, line, agoMs);
    lines.snapshot(line);
  };

/** number-change's and number-recovery's ready-made customers (POST /mocks/scenarios), found by scenario-modules.ts; their pages named by the flows' ids. */
export default defineScenarios({
  'number-change-eligible': {
    description:
      'eSIM line Active on Senda 200 that may change its number: a free one, or a premium one for MXN 199 (confirmed with a code sent to the e-mail)',
    simType: 'esim',
    autoRenewal: true,
    pages: ['number-change', 'manageOrder', 'pastServiceRequests'],
  },
  'number-change-not-eligible': {
    description:
      'eSIM line Active with a number change on its way (done an hour after it was asked): another is refused (REQUEST_PENDING) until it is done',
    simType: 'esim',
    autoRenewal: true,
    arrange: numberChangedAgo(0),
    pages: ['number-change', 'manageOrder', 'pastServiceRequests'],
  },
  'number-recovery-eligible': {
    description:
      'eSIM line that changed its number 2 days ago: the old number may come back for free (recoverable for 90 days, free for the first 30)',
    simType: 'esim',
    autoRenewal: true,
    arrange: numberChangedAgo(2 * DAY),
    pages: ['number-recovery', 'manageOrder', 'pastServiceRequests'],
  },
  'lapsed-line': {
    description:
      'eSIM line (installed) bought 70 days ago with auto-renewal off: it missed its renewal, spent 7 days in Grace and 30 Suspended, and closed 3 days ago; its number is held for 60 days and may be recovered (MXN 99 plus a period of Senda 200), the line working again',
    simType: 'esim',
    installed: true,
    autoRenewal: false,
    boughtAgoMs: 70 * DAY,
    pages: ['number-recovery', 'manageOrder', 'pastServiceRequests'],
  },
});
