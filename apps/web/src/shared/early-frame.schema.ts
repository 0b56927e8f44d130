import * as v from 'valibot';

/**
 * A sentence a page's early script writes from its link's early read (shell/early-frame-fill.ts),
 * before the app's scripts have arrived: `reader` names the script that decides it (the line's
 * status from the order, a pay-by-link's answer from its details, a reschedule link's notice from
 * its validation: each page's `early-<reader>-script.ts`), `texts` every sentence it can write in
 * `locale` (the build writes them). A generic frame shows it in an alert (titled `title`, in
 * `tone`): the line's status ('info') under the placeholders, a link's notice ('warning') above
 * them; pay-by-link's own frame as its subtitle. A file of its own, so that the early script reads
 * only this part of the frame (first-frame.ts's `early`) and bundles nothing else of it.
 */
export const EarlyFrameSchema = v.object({
  reader: v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/)),
  locale: v.string(),
  title: v.optional(v.string()),
  tone: v.optional(v.picklist(['info', 'warning'])),
  texts: v.record(v.string(), v.string()),
});
export type EarlyFrame = v.InferOutput<typeof EarlyFrameSchema>;
