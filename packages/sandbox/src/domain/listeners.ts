/**
 * Who wants to hear of one event: each adds itself, and all are called in the order they were
 * added. A single settable hook would let a second listener silently replace the first.
 */
export class Listeners<Event extends readonly unknown[]> {
  private readonly listeners: ((...event: Event) => void)[] = [];

  add(listener: (...event: Event) => void): void {
    this.listeners.push(listener);
  }

  emit(...event: Event): void {
    for (const listener of this.listeners) listener(...event);
  }
}
