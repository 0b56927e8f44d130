import type { ComponentType, ReactNode } from 'react';
import { type FlowScreens, stepScreen } from './flow-screens';

type AsideComponent = ComponentType<{ children: ReactNode }>;

// Screens and asides, each under its own key; a key's reader knows its component's type.
const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

/**
 * A module's component, loaded once under `key` and remembered. A component already here renders
 * at once; through React.lazy it would suspend for a moment even when its module has arrived, and
 * React holds a Suspense boundary's content back for up to 300 ms after showing its fallback.
 */
function loadOnce<C>(key: string, load: () => Promise<{ default: C }>): Promise<{ default: C }> {
  let promise = loading.get(key) as Promise<{ default: C }> | undefined;
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(key, module.default);
      return module;
    });
    // A failed download may be tried again (the lazy component reports it).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads a step's screen once and remembers it. */
export function loadStepScreen(
  screens: FlowScreens,
  flowId: string,
  stepName: string,
): Promise<{ default: ComponentType }> | undefined {
  const load = stepScreen(screens, stepName);
  return load ? loadOnce(`${flowId}:${stepName}`, load) : undefined;
}

/** The step's screen if it has finished loading. */
export function loadedStepScreen(flowId: string, stepName: string): ComponentType | undefined {
  return loaded.get(`${flowId}:${stepName}`) as ComponentType | undefined;
}

/**
 * Loads a flow's aside (what a desktop shows beside its steps) once and remembers it. A step with
 * an aside waits for it with its screen, so the step before it loads both.
 */
export function loadFlowAside(
  screens: FlowScreens,
  flowId: string,
): Promise<{ default: AsideComponent }> | undefined {
  return screens.aside ? loadOnce(`${flowId}:aside`, screens.aside.load) : undefined;
}

/** The flow's aside if it has finished loading. */
export function loadedFlowAside(flowId: string): AsideComponent | undefined {
  return loaded.get(`${flowId}:aside`) as AsideComponent | undefined;
}
