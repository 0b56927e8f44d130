import type { FetchCaptureContextInput, PaymentCaptureContext } from './payment.types.ts';

type FetchCaptureContext = (input: FetchCaptureContextInput) => Promise<PaymentCaptureContext>;

/**
 * The card form's capture context asked for beside the order read that comes before it, so the
 * hosted-fields frame does not wait one more round trip after it. Handed over once, to the next card
 * entry for the same origin; a context asked for and not taken (the order was paid meanwhile, a
 * saved card pays) is dropped, and every later entry asks for a fresh one, as a new frame needs.
 */
export function captureContextHeadStart(fetch: FetchCaptureContext) {
  let early: { targetOrigin: string; context: Promise<PaymentCaptureContext> } | null = null;
  return {
    start(input: FetchCaptureContextInput): void {
      const context = fetch(input);
      // Its failure is the card entry's to show, if one takes it; none is left unhandled.
      context.catch(() => {});
      early = { targetOrigin: input.targetOrigin, context };
    },
    take(input: FetchCaptureContextInput): Promise<PaymentCaptureContext> {
      const started = early;
      early = null;
      return started?.targetOrigin === input.targetOrigin ? started.context : fetch(input);
    },
  };
}
