/** Machine parts more than one machine invokes. */
export * from './bounded-poll.machine.ts';
