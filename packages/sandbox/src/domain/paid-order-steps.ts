/**
 * When a step runs as an order is paid, beside its mail: `beforeConfirmation` for what the mail
 * reports on (the line registered with the buyer's CURP, the plan switched, the SIM sent),
 * `confirmation` the mail itself (a purchase's confirmation, a service order's receipt),
 * `afterConfirmation` for what follows it.
 */
export type PaidOrderMoment = 'beforeConfirmation' | 'confirmation' | 'afterConfirmation';

const MOMENT_ORDER: readonly PaidOrderMoment[] = ['beforeConfirmation', 'confirmation', 'afterConfirmation'];

/** One thing done as an order is paid, with what paying it gave (a purchase: the line it opened). */
export interface PaidOrderStep<Args extends readonly unknown[]> {
  /** Who adds it (a wing's id, the order mail): steps at the same moment run in their names' order. */
  readonly name: string;
  readonly moment: PaidOrderMoment;
  readonly run: (...args: Args) => void;
}

/**
 * What is done when an order is paid, as a list each part adds to: the order runs its steps by
 * moment, then by name, so no step depends on who was added first and none replaces another.
 */
export class PaidOrderSteps<Args extends readonly unknown[]> {
  private readonly steps: PaidOrderStep<Args>[] = [];

  add(step: PaidOrderStep<Args>): void {
    if (this.steps.some((each) => each.name === step.name)) {
      throw new Error(`A paid order step named "${step.name}" is already added`);
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

  run(...args: Args): void {
    for (const step of this.steps) step.run(...args);
  }
}
