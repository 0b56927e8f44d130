import type { MessageId } from './messages/index.ts';

/**
 * "Something went wrong": what a failure says when nothing more precise is known.
 *
 * Its own module because the notification store (first load) needs only this id, not the §8
 * error catalogue in error-messages.ts.
 */
export const FALLBACK_ERROR_MESSAGE_ID = 'errors.something_wrong' satisfies MessageId;
