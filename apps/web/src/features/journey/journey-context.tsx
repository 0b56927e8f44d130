import { createContext, type ReactNode, use } from 'react';
import type { JourneyRuntime } from './journey-runtime';

const JourneyContext = createContext<JourneyRuntime | null>(null);

export function JourneyProvider({ runtime, children }: { runtime: JourneyRuntime; children: ReactNode }) {
  return <JourneyContext value={runtime}>{children}</JourneyContext>;
}

export function useJourneyRuntime(): JourneyRuntime {
  const runtime = use(JourneyContext);
  if (!runtime) throw new Error('useJourneyRuntime must be used inside a journey route');
  return runtime;
}
