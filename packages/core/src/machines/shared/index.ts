/** Machine parts more than one machine invokes. */

export * from './attempt-key.ts';
export * from './bounded-poll.machine.ts';
export * from './service-gateway-deps.ts';
