import type { JourneyFactPatch, JourneyStepData } from '../../journey/index.ts';

/**
 * What a screen's command may carry. Only some commands carry anything: NEXT the step's data and
 * the facts it learned (termination's win-back answer), BACK the step's data, UPDATE_DATA the data
 * kept as it is typed, EXIT the journey exit the flow leaves by (reschedule's `orders`).
 */
export interface TemplateEventPayload {
  data?: JourneyStepData | undefined;
  facts?: JourneyFactPatch | undefined;
  exit?: string | undefined;
}

/** The event a command of `TCommand` (a flow's own list of command names) becomes. */
export type TemplateEvent<TCommand extends string> =
  | ('NEXT' extends TCommand ? { type: 'NEXT'; data?: JourneyStepData; facts?: JourneyFactPatch } : never)
  | ('BACK' extends TCommand ? { type: 'BACK'; data?: JourneyStepData } : never)
  | ('UPDATE_DATA' extends TCommand ? { type: 'UPDATE_DATA'; data: JourneyStepData } : never)
  | ('EXIT' extends TCommand ? { type: 'EXIT'; exit: string } : never)
  | { type: Exclude<TCommand, 'NEXT' | 'BACK' | 'UPDATE_DATA' | 'EXIT'> };

/**
 * The one way a service flow's command becomes the event its machine is sent (the template's own
 * commands and the journey's on its steps): a payload part a command does not take is left out,
 * so a screen cannot send facts on BACK nor data on SUBMIT.
 */
export function templateEvent<TCommand extends string>(
  command: TCommand,
  { data, facts, exit }: TemplateEventPayload = {},
): TemplateEvent<TCommand> {
  const event = (() => {
    switch (command) {
      case 'NEXT':
        return { type: command, ...(data ? { data } : {}), ...(facts ? { facts } : {}) };
      case 'BACK':
        return { type: command, ...(data ? { data } : {}) };
      case 'UPDATE_DATA':
        return { type: command, data: data ?? {} };
      case 'EXIT':
        if (exit === undefined) throw new Error('templateEvent: EXIT needs the journey exit it leaves by');
        return { type: command, exit };
      default:
        return { type: command };
    }
  })();
  return event as TemplateEvent<TCommand>;
}
