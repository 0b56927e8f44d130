import type { ComponentType, ReactNode } from 'react';
import { type FlowScreens, stepScreen } from './flow-screens';

const loaded = new Map<string, ComponentType>();
const loading = new Map<string, Promise<{ default: ComponentType }>>();

/**
 * Loads a step's screen once and remembers it. A screen already here renders at once; through
 * React.lazy it would suspend for a moment even when its module has arrived, and React holds a
 * Suspense boundary's content back for up to 300 ms after showing its fallback.
 */
export function loadStepScreen(
  screens: FlowScreens,
  flowId: string,
  stepName: string,
): Promise<{ default: ComponentType }> | undefined {
  const load = stepScreen(screens, stepName);
  if (!load) return undefined;
  const key = `${flowId}:${stepName}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(key, module.default);
      return module;
    });
    // A failed download may be tried again (the lazy screen reports it).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The step's screen if it has finished loading. */
export function loadedStepScreen(flowId: string, stepName: string): ComponentType | undefined {
  return loaded.get(`${flowId}:${stepName}`);
}

type AsideComponent = ComponentType<{ children: ReactNode }>;
const loadedAsides = new Map<string, AsideComponent>();

/**
 * Loads a flow's aside (what a desktop shows beside its steps) and remembers it. A step with an
 * aside waits for it with its screen, so the step before it loads both.
 */
export function loadFlowAside(
  screens: FlowScreens,
  flowId: string,
): Promise<{ default: AsideComponent }> | undefined {
  return screens.aside?.load().then((module) => {
    loadedAsides.set(flowId, module.default);
    return module;
  });
}

/** The flow's aside if it has finished loading. */
export function loadedFlowAside(flowId: string): AsideComponent | undefined {
  return loadedAsides.get(flowId);
}
