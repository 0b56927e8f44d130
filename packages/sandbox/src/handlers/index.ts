import type { HttpHandler } from 'msw';
import { foundHandlers } from './handler-modules.ts';
import type { SandboxContext } from './sandbox-context.ts';

/**
 * Every route of the sandbox, gateway resources and /mocks alike, over one context: each
 * `<resource>.handlers.ts` of this folder, found by its name (handler-modules.ts), so a flow adds
 * its handlers file and no list here.
 */
export function createHandlers(ctx: SandboxContext): HttpHandler[] {
  return foundHandlers().flatMap((handlers) => handlers(ctx));
}
