import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';

/**
 * When a step runs as a purchase is paid, beside its confirmation mail: `beforeConfirmation` for
 * what the mail reports on (the line registered with the buyer's CURP), `confirmation` the mail
 * itself, `afterConfirmation` for what follows it.
 */
export type PaidPurchaseMoment = 'beforeConfirmation' | 'confirmation' | 'afterConfirmation';

const MOMENT_ORDER: readonly PaidPurchaseMoment[] = [
  'beforeConfirmation',
  'confirmation',
  'afterConfirmation',
];

/** One thing done as a purchase is paid, with the line it opened. */
export interface PaidPurchaseStep {
  /** Who adds it (a wing's id, the order mail): steps at the same moment run in their names' order. */
  readonly name: string;
  readonly moment: PaidPurchaseMoment;
  readonly run: (order: OrderRecord, line: LineRecord) => void;
}

/**
 * What is done when a purchase is paid, as a list each part adds to: the order runs its steps by
 * moment, then by name, so no step depends on who was added first and none replaces another.
 */
export class PaidPurchaseSteps {
  private readonly steps: PaidPurchaseStep[] = [];

  add(step: PaidPurchaseStep): void {
    if (this.steps.some((each) => each.name === step.name)) {
      throw new Error(`A paid purchase step named "${step.name}" is already added`);
    }
    this.steps.push(step);
    this.steps.sort(
      (a, b) =>
        MOMENT_ORDER.indexOf(a.moment) - MOMENT_ORDER.indexOf(b.moment) || a.name.localeCompare(b.name, 'en'),
    );
  }

  /** The steps' names in the order they run. */
  names(): readonly string[] {
    return this.steps.map((step) => step.name);
  }

  run(order: OrderRecord, line: LineRecord): void {
    for (const step of this.steps) step.run(order, line);
  }
}
