/// <reference types="vite/client" />
import { wingFilesFromFolder } from '../flows/flow-registry.ts';
import type { PaidOrderMoment } from './paid-order-steps.ts';
import type { LineRecord, OrderRecord } from './sandbox-data.schema.ts';
import type { SandboxState } from './sandbox-state.ts';

/**
 * The services flow wings add to the fake operator, by the wing's id: a wing names its own here by
 * declaration merging (`declare module` in its `<flow>.service.ts`), so `SandboxState.flow(id)`
 * gives its type and this file names no flow.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each wing's declaration merging.
export interface SandboxFlowServices {}

/** A wing's `<flow>.service.ts`: its id and how its service is made from the shared ones. */
export interface SandboxFlowService<Id extends string = string, Service = unknown> {
  readonly id: Id;
  readonly build: (sandbox: SandboxState) => Service;
  /** What its service does when a purchase is paid, before or after the confirmation mail. */
  readonly whenPurchasePaid?: WingPaidPurchaseStep<Service> | undefined;
}

/** A wing's step as a purchase is paid (the shared list's, run by moment then by the wing's id). */
export interface WingPaidPurchaseStep<Service> {
  readonly moment: Exclude<PaidOrderMoment, 'confirmation'>;
  readonly run: (service: Service, order: OrderRecord, line: LineRecord) => void;
}

/**
 * Every wing's service definition, found by file name (`flows/<flow>/<flow>.service.ts`) as its
 * handlers and scenarios are. Vite finds them at build time; plain Node (the gateway server, the
 * scripts) reads the folders, when a state is made rather than when this module loads, since a
 * wing's service file reads the shared services' types from here.
 */
export function foundFlowServices(): readonly SandboxFlowService[] {
  return Object.values(
    import.meta.env
      ? import.meta.glob<SandboxFlowService>('../flows/*/*.service.ts', { eager: true, import: 'default' })
      : wingFilesFromFolder<SandboxFlowService>('.service.ts'),
  );
}
