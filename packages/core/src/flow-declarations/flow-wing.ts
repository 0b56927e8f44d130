import type { MessageId } from '../i18n/messages/message-id.ts';
import type { ServiceFlowDefinition, ServiceFlowManifest } from './flow-manifest.ts';

/** A refusal code the flow's calls answer, by name and by number, with the sentence it shows. */
export interface FlowErrorCode {
  readonly code: string;
  readonly errorId?: number;
  readonly messageId: MessageId;
  /** What lifts the refusal, where a page of ours does it: the refused page's main button. */
  readonly nextStep?: { readonly labelId: MessageId; readonly route: `/manage/${string}` };
}

/**
 * A condition of a line that pages of no flow tell of and a flow's pages set right: `renewal_card`,
 * the card the line renews with is to be replaced (the line page says it expired; the payment
 * methods page lists the cards lines renew with); `renewal_missed`, the line's plan is to be paid
 * by hand (the line page's "Pay your plan before …" on a line in Grace or Suspend, the automatic
 * renewal's page after its charges failed); `unregistered`, the line is not in the mobile line
 * registry (other flows refuse it, LINE_UNREGISTERED, and their refusal leads to the remedy);
 * `port_out_under_way`, another operator is taking the line's number (the line page's alert, whose
 * "It wasn't me" leads to the remedy while the transfer can still be stopped).
 */
export type LineNotice = 'renewal_card' | 'renewal_missed' | 'unregistered' | 'port_out_under_way';

/**
 * A flow's answer to a line's notice: the link the notice gives (its text, the flow's first page),
 * and whether the flow takes the line now (a notice on a line the flow would refuse links nowhere).
 * The offer is the flow's own rule, one the line page can run without loading the flow. It reads
 * the facts of the line it names in `needs` (the gateway line's fields, typed by the wing, which may
 * read the gateway's types): the line page hands it those and no other, so no shared type lists
 * what each wing reads.
 */
export interface FlowLineRemedy<Facts extends object = object> {
  readonly answers: LineNotice;
  readonly labelId: MessageId;
  readonly path: `/manage/${string}`;
  /** Every fact its offer reads, by the line's field name. */
  readonly needs: NeededFacts<Facts>;
  /** `now` for an offer that depends on the date (a renewal due within its last days). */
  offered(line: Facts, now: number): boolean;
}

/** A text a line-page row says: its id and its values, each a plain value or a text of its own. */
export interface LineRowText {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number | { readonly id: MessageId }>>;
}

/**
 * Where a row's link leads: a page of the flow's own, or the page of the flow that answers a line
 * notice (the link then shows only when that flow takes the line: navigation/line-remedies.ts).
 */
export type LineRowLink =
  | { readonly labelId: MessageId; readonly path: `/manage/${string}` }
  | { readonly notice: LineNotice };

/** What a row shows of a line: its value, a sentence after it, and a link after that. */
export interface LineRowContent {
  readonly value: LineRowText;
  readonly note?: LineRowText;
  readonly link?: LineRowLink;
}

/**
 * The facts a wing's line-page rule reads, each named (`needs`): the rule is handed those alone, so
 * one it reads without naming it is a type error here and absent at run time.
 */
export type NeededFacts<Facts> = { readonly [Fact in keyof Facts]-?: true };

/**
 * The line page's own details, in the order it shows them; a wing's row sits after one of them
 * (after the same one, in the wings' order), whether that one shows on this line or not.
 */
export type LineDetail = 'renewal' | 'sim' | 'port-in' | 'switch';

/**
 * What the line page knows of a line beside the gateway's fields: `renews`, the line has a period
 * that renews (a number of its own, not closed, cancelled or closing).
 */
export interface LinePageFacts {
  readonly renews: boolean;
}

/**
 * A row a flow adds to the line page's details (label and value): its content is the flow's own
 * rule, run on the facts it names in `needs` (the gateway line's fields and the page's facts), as
 * a remedy's offer is; null on a line it says nothing of.
 */
export interface FlowLineRow<Facts extends object = object> {
  /** The row's key on the page, unique among the rows. */
  readonly key: string;
  readonly labelId: MessageId;
  readonly after: LineDetail;
  /** Every fact its content reads, by the line's (or the page's) field name. */
  readonly needs: NeededFacts<Facts>;
  /** `now` is the page's clock (a card judged expired on it). */
  content(line: Facts, now: number): LineRowContent | null;
}

/**
 * What a flow adds to the lists shared code keeps, beside its manifest: shared code reads these from
 * the registry (flow-registry.ts) and names no flow.
 */
export interface FlowWingParts {
  /** The service request types its requests are, each with the label the request history gives it. */
  requestTypes: Readonly<Record<string, MessageId>>;
  /** The step-up actions (a fresh proof of identity) its calls need. */
  stepUpActions: readonly string[];
  /** The refusals its calls answer, each with its sentence (the error catalogue adds them). */
  errorCodes: readonly FlowErrorCode[];
  /**
   * The prefixes of its texts that pages other than its own show (its line action's, its rows in
   * the request history): they ship in the `manage` message area, the rest in its `messageArea`.
   */
  manageTexts: readonly string[];
  /** The line notices its pages answer (navigation/line-remedies.ts reads them). */
  lineRemedies: readonly FlowLineRemedy[];
  /** The rows it adds to the line page's details (machines/line-home/line-rows.ts reads them). */
  lineRows: readonly FlowLineRow[];
  /**
   * Its pages by the part each plays in its request, for a flow run by another flow's machine (it
   * reads them from the registry by the flow's id, so neither wing imports the other): where the
   * request is made, where its fee is paid, where it is followed.
   */
  pageRoles: FlowPageRoles;
}

/** A flow's pages by their part in its request (FlowWingParts.pageRoles). */
export type FlowPageRoles = Readonly<Partial<Record<'request' | 'payment' | 'status', `/manage/${string}`>>>;

/**
 * A flow's wing as core's shared lists read it: its manifest and its parts of the shared lists,
 * the default export of its `flows/<flow>/flow.ts` (flows/define-flow.ts).
 */
export type FlowWing = ServiceFlowManifest & FlowWingParts;

/** What a `flows/<flow>/flow.ts` states; a part it does not name is empty. */
export type FlowWingDefinition = ServiceFlowDefinition & Partial<FlowWingParts>;
