/** Machine parts more than one machine invokes. */

export * from './bounded-poll.machine.ts';
export * from './language-changes.actor.ts';
export * from './service-gateway-deps.ts';
export * from './service-request-attempt.ts';
