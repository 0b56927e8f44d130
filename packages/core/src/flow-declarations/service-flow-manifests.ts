/// <reference types="vite/client" />
import type { ServiceFlowManifest } from './flow-manifest.ts';
import { FLOW_WINGS } from './flow-registry.ts';
import { flowModulesFromFolder } from './folder-modules.ts';

/**
 * Every service flow's manifest: each `machines/<flow>/<flow>.flow.ts` (defineServiceFlow), found
 * by its name, so a flow is added by its own folder and no list names it. Vite (the app, Vitest,
 * Storybook) finds them at build time; `import.meta.env` is Vite's, absent under plain Node.
 */
export const SERVICE_FLOW_MANIFESTS: readonly ServiceFlowManifest[] = [
  ...Object.values(
    import.meta.env?.MODE
      ? import.meta.glob<ServiceFlowManifest>('../machines/*/*.flow.ts', { eager: true, import: 'default' })
      : flowModulesFromFolder<ServiceFlowManifest>('.flow.ts'),
  ),
  // The flows moved to wings of their own (flows/<flow>/flow.ts).
  ...FLOW_WINGS,
].sort((a, b) => a.order - b.order);
