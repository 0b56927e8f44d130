import type { FlowJourney } from '@senda/core/journey';
import type { ServiceRequestFlow, ServiceRequestResume } from '@senda/core/machines/service-request-template';
import { serviceRequestInput } from '@senda/core/machines/service-request-template';
import type { KeyValueStorage } from '@senda/core/stores';
import type { Location } from 'react-router-dom';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { AppServices } from '../../shared/app-services.types';
import type { FlowCommands } from './use-flow-commands';

/** What a flow's machine is wired with: the app's services, the page's origin and the customer. */
export interface FlowMachineDeps extends AppServices {
  storage: KeyValueStorage;
  /** The origin the payment provider's frame answers to. */
  targetOrigin: string;
  /** The signed-in customer ('' on a page without one). */
  customer: string;
}

/** The commands a view allows its screens to send by name (PAYMENT is the payment pages'). */
export type FlowCommandOf<TView> = TView extends { sends: ReadonlySet<infer C extends string> }
  ? Exclude<C, 'PAYMENT'>
  : never;

/** A flow whose pages read nothing besides its machine. */
export type NoAround = Record<never, never>;

/**
 * A template flow's definition: made once (a flow without a journey file), or made from its
 * journey file as the flow's page opens (flow-journey-load.ts: the published file, its flagged
 * revision, or the bundled one).
 */
export type ServiceRequestFlowSource<TFlow extends ServiceRequestFlow> = TFlow | FlowJourney<TFlow>;

/** Whether the flow is made from its journey file when its page opens. */
export const madeFromJourney = <TFlow extends ServiceRequestFlow>(
  source: ServiceRequestFlowSource<TFlow>,
): source is FlowJourney<TFlow> => 'compile' in source;

/**
 * What a template flow's pages run (useServiceRequestFlow), all of it core's: the machine wired
 * by the flow's provide function, its input (a saved request resumes), its view and, for a flow
 * whose screens have pages of their own, the page for the view. `machine` and `input` are given
 * the flow definition the page runs.
 */
export interface ServiceRequestFlowParts<
  TMachine extends AnyStateMachine,
  TView,
  TLine,
  TAround = NoAround,
  TFlow extends ServiceRequestFlow = ServiceRequestFlow,
> {
  machine: (deps: FlowMachineDeps, line: TLine, flow: TFlow) => TMachine;
  input: (storage: KeyValueStorage, customer: string, line: TLine, flow: TFlow) => InputFrom<TMachine>;
  view: (snapshot: SnapshotFrom<TMachine>, line: TLine, around: TAround) => TView;
  pagePath?: ((view: TView, here: Location, line: TLine) => string | null) | undefined;
  /** The journey exit the flow's EXIT leaves by, for a flow whose screens send EXIT. */
  exit?: string | undefined;
  /** The flow definition: its journey (or its id) names the flow in analytics. */
  flow: ServiceRequestFlowSource<TFlow>;
  /** When two views show the same (default: sameFlowView); a view holding child actors compares them as actors. */
  sameView?: ((a: TView, b: TView) => boolean) | undefined;
  /**
   * What the flow's pages read besides the machine (a query, a kept store) or do in the flow's
   * own words, as a hook: handed to the view and spread on the handle. Its result must keep its
   * identity while nothing in it changed (the view is re-selected when it changes).
   */
  useAround?:
    | ((actor: ActorRefFrom<TMachine>, line: TLine, commands: FlowCommands<FlowCommandOf<TView>>) => TAround)
    | undefined;
}

/** What is particular to one template flow; serviceRequestParts makes the rest. */
export interface ServiceRequestFlowSpec<
  TMachine extends AnyStateMachine,
  TView,
  TLine,
  TAround,
  TFlow extends ServiceRequestFlow = ServiceRequestFlow,
> extends Omit<ServiceRequestFlowParts<TMachine, TView, TLine, TAround, TFlow>, 'input'> {
  /** The flow definition its requests are saved under (or its journey, the definition made from it). */
  flow: ServiceRequestFlowSource<TFlow>;
  /** Whose request it is: the line's account number, SIM or order, or the link's code. */
  subject: (line: TLine) => string;
  /** Whom it is saved for on a page without a signed-in customer (a link's flow). */
  customer?: string;
  /** Where a request starts when none was saved (a choice made on another page), read once. */
  fresh?: () => ServiceRequestResume | null;
}

/**
 * A template flow's parts from what is particular to it: its input is always the generic one
 * (serviceRequestInput), owned by the signed-in customer (or the flow's fixed owner) and the
 * flow's subject.
 */
export function serviceRequestParts<
  TMachine extends AnyStateMachine,
  TView,
  TLine,
  TAround = NoAround,
  TFlow extends ServiceRequestFlow = ServiceRequestFlow,
>({
  subject,
  customer: owner,
  fresh,
  ...parts
}: ServiceRequestFlowSpec<TMachine, TView, TLine, TAround, TFlow>): ServiceRequestFlowParts<
  TMachine,
  TView,
  TLine,
  TAround,
  TFlow
> {
  return {
    ...parts,
    input: (storage, customer, line, flow) =>
      serviceRequestInput(
        flow,
        storage,
        { customer: owner ?? customer, subject: subject(line) },
        fresh?.() ?? null,
      ) as InputFrom<TMachine>,
  };
}
