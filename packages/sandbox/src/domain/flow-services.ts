/// <reference types="vite/client" />
import { wingFilesFromFolder } from '../flows/flow-registry.ts';
import type { PaidOrderMoment } from './paid-order-steps.ts';
import type { LineRecord, OrderRecord, ServiceRequestRecord } from './sandbox-data.schema.ts';
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
  /**
   * What its service applies when a line is read, before anything else is worked out of it (what
   * its own line fields say fell due by now): added to the line's read in the wings' order.
   */
  readonly whenLineRead?: ((service: Service, line: LineRecord) => void) | undefined;
  /** What it adds to a line as the gateway shows it (fields of core's LineSchema), if anything. */
  readonly lineView?: ((service: Service, line: LineRecord) => WingView) | undefined;
  /** What it adds to a service request as the gateway shows it (core's ServiceRequestSchema). */
  readonly requestView?: ((service: Service, record: ServiceRequestRecord) => WingView) | undefined;
}

/** Fields a wing adds to a view the shared handlers make; none to add nothing. */
export type WingView = Readonly<Record<string, unknown>>;

/** The parts of a shared view the wings add, each made with the wing's service. */
export interface WingViews {
  readonly line: readonly ((line: LineRecord) => WingView)[];
  readonly request: readonly ((record: ServiceRequestRecord) => WingView)[];
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

/** The fields every wing adds to one view, in the wings' order. */
export function wingViewOf<Subject>(
  views: readonly ((subject: Subject) => WingView)[],
  subject: Subject,
): WingView {
  return Object.assign({}, ...views.map((view) => view(subject)));
}
