import type { JourneySource } from './journey-source.ts';

/**
 * Journey files published to a running sandbox (`POST /mocks/journeys/:journeyId`): the product
 * team's exported file served in place of the shipped one until withdrawn or the sandbox reset,
 * so the running storefront shows it on the next visit without a developer. In memory only: a
 * restart serves the files in journeys/ again. The full checks are the editor's and
 * `journeys:check`'s; this refuses only what would swap in the wrong thing: a file of another
 * journey, a journey the sandbox does not serve, or a revision not above the one served (the
 * storefront resumes customers midway by revision, journey-persistence.ts).
 */
export type PublishRefusal =
  | 'not-a-journey-file'
  | 'other-journey'
  | 'unknown-journey'
  | 'revision-not-newer';

const revisionOf = (file: unknown): number | undefined => {
  const revision = (file as { revision?: unknown } | null | undefined)?.revision;
  return typeof revision === 'number' && Number.isInteger(revision) ? revision : undefined;
};

export class PublishedJourneys {
  readonly #files = new Map<string, unknown>();

  constructor(private readonly shipped: JourneySource) {}

  /** The journeys served: a published file where there is one, else the shipped one. */
  readonly served: JourneySource = {
    get: (journeyId) =>
      this.#files.has(journeyId) ? this.#files.get(journeyId) : this.shipped.get(journeyId),
    ids: () => this.shipped.ids(),
  };

  publish(
    journeyId: string,
    file: unknown,
  ): { ok: true; revision: number } | { ok: false; reason: PublishRefusal } {
    const revision = revisionOf(file);
    const steps = (file as { onboarding?: { steps?: unknown } } | null | undefined)?.onboarding?.steps;
    if (revision === undefined || !Array.isArray(steps)) return { ok: false, reason: 'not-a-journey-file' };
    if ((file as { id?: unknown }).id !== journeyId) return { ok: false, reason: 'other-journey' };
    const current = this.shipped.get(journeyId);
    if (current === undefined) return { ok: false, reason: 'unknown-journey' };
    if (revision <= (revisionOf(this.served.get(journeyId)) ?? 0))
      return { ok: false, reason: 'revision-not-newer' };
    this.#files.set(journeyId, file);
    return { ok: true, revision };
  }

  /** Back to the shipped file; whether one was published. */
  withdraw(journeyId: string): boolean {
    return this.#files.delete(journeyId);
  }

  /** Each published journey with its revision. */
  list(): { journeyId: string; revision: number | undefined }[] {
    return [...this.#files].map(([journeyId, file]) => ({ journeyId, revision: revisionOf(file) }));
  }

  clear(): void {
    this.#files.clear();
  }
}
