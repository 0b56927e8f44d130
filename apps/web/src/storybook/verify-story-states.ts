import { seenMachines, settleScripts, visitedStates } from './machine-registry';
import type { StoryEnv } from './story-env';

/**
 * A story that claims a state must reach it: `machineStates` entries are `<machine id>.<state>`
 * (the machine's own id: `otpTimer.expired`, `purchase.delivery`) or `notifications.type.<type>` /
 * `notifications.position.<position>`. Run after every story renders (preview `afterEach`), so a
 * claim the real screen does not reach fails the story, in the browser and in `npm test`.
 */
export async function verifyStoryStates(
  claims: readonly string[],
  env: StoryEnv | undefined,
  timeoutMs = 20_000,
): Promise<void> {
  if (claims.length === 0) return;
  const started = performance.now();
  await settleScripts();
  // Generous: a claim is checked every 50 ms, so a story that reaches its states never waits for
  // this; only a busy CI machine (two cores, three stories at once) comes near it.
  const deadline = Date.now() + timeoutMs;
  let missing = claims.filter((claim) => !reached(claim, env));
  while (missing.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    missing = missing.filter((claim) => !reached(claim, env));
  }
  if (missing.length > 0) {
    const seen = missing.map(
      (claim) => `${claim} (saw: ${[...visitedStates(machineOf(claim))].join(', ') || 'nothing'})`,
    );
    // Where the app was and what ran, so a failure seen once in CI can be read without a rerun.
    const waited = Math.round(performance.now() - started);
    const where = env ? ` at ${env.location}` : '';
    throw new Error(
      `The story claims states it never reached: ${seen.join('; ')} (after ${waited} ms${where}; machines seen: ${seenMachines().join(', ') || 'none'})`,
    );
  }
}

const machineOf = (claim: string) => claim.slice(0, claim.indexOf('.'));

function reached(claim: string, env: StoryEnv | undefined): boolean {
  const machine = machineOf(claim);
  const path = claim.slice(machine.length + 1);
  if (machine === 'notifications') {
    if (!env) return false;
    const { stores } = env.current;
    const shown = stores.store.get(stores.notifications.notifications);
    const [facet, value] = path.split('.');
    return shown.some((notification) =>
      facet === 'type' ? notification.type === value : notification.position === value,
    );
  }
  return visitedStates(machine).has(path);
}
