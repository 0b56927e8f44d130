import type { ConsentSettings, PortInConfig, ServerTermsAcceptanceMode } from '@senda/core/gateway';
import * as v from 'valibot';
import { CONSENT_SETTINGS } from '../data/config.ts';
import { NIP_LENGTH } from '../data/donors.ts';
import { BoosterService } from '../flows/boosters/boosters.ts';
import { SANDBOX_FLOW_WINGS } from '../flows/flow-registry.ts';
import { PlanSwitchService } from '../flows/plan-switch/plan-switch.ts';
import { RescheduleDeliveryService } from '../flows/reschedule-delivery/reschedule-delivery.ts';
import { TerminationService } from '../flows/termination/termination.ts';
import { AccountNotices } from './account-notice.ts';
import { AuthService } from './auth.ts';
import { BannerService } from './banners.ts';
import { CashPaymentService, SPEI_RECEIVER } from './cash-payments.ts';
import { type Clock, mathRandom, type RandomSource, systemClock } from './clock.ts';
import {
  foundFlowServices,
  type SandboxFlowService,
  type SandboxFlowServices,
  type WingView,
  type WingViews,
} from './flow-services.ts';
import { InvoiceService } from './invoices.ts';
import { KycService } from './kyc.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from './limits.ts';
import { LineService } from './lines.ts';
import { Mailbox } from './mailbox.ts';
import { NumberService } from './numbers.ts';
import { OrderMail } from './order-mail.ts';
import { OrderService } from './orders.ts';
import { OtpService } from './otp.ts';
import { PaylinkService } from './paylinks.ts';
import { PaymentInstrumentService } from './payment-instruments.ts';
import { PaymentProvider } from './payment-provider.ts';
import { PaymentService } from './payments.ts';
import { PortInService } from './port-in.ts';
import { PortOutService } from './port-out.ts';
import { RenewalService } from './renewal.ts';
import {
  emptySandboxData,
  type LineRecord,
  type SandboxData,
  SandboxDataSchema,
  type ServiceRequestRecord,
} from './sandbox-data.schema.ts';
import { SavedPaymentMethodService } from './saved-payment-methods.ts';
import { ScenarioService } from './scenarios.ts';
import { ServiceRequestService } from './service-requests.ts';
import { StateStore } from './state-store.ts';
import { StepUpService } from './step-up.ts';

export interface SandboxStateOptions {
  clock?: Clock;
  random?: RandomSource;
  limits?: Partial<SandboxLimits>;
  /** The storefront the e-mails' links point at ('' : the same origin as the sandbox). */
  storefrontUrl?: string;
}

export type LoadOutcome = { kind: 'empty' } | { kind: 'loaded' } | { kind: 'discarded'; issues: string[] };

/**
 * The whole fake operator, framework-free: no MSW, no HTTP. Handlers translate requests into
 * calls on these services; tests may call them directly too.
 */
export class SandboxState {
  readonly store: StateStore;
  readonly mailbox: Mailbox;
  readonly otp: OtpService;
  readonly auth: AuthService;
  readonly numbers: NumberService;
  readonly orders: OrderService;
  readonly invoices: InvoiceService;
  readonly orderMail: OrderMail;
  readonly provider: PaymentProvider;
  readonly payments: PaymentService;
  readonly savedCards: SavedPaymentMethodService;
  readonly kyc: KycService;
  readonly portIn: PortInService;
  readonly paylinks: PaylinkService;
  readonly lines: LineService;
  readonly serviceRequests: ServiceRequestService;
  readonly planSwitch: PlanSwitchService;
  readonly renewal: RenewalService;
  /** Data add-ons bought mid-period, by hand or automatically (flows/boosters). */
  readonly boosters: BoosterService;
  readonly cashPayments: CashPaymentService;
  readonly rescheduleDelivery: RescheduleDeliveryService;
  readonly scenarios: ScenarioService;
  readonly banners: BannerService;
  readonly termination: TerminationService;
  readonly portOut: PortOutService;
  readonly instruments: PaymentInstrumentService;
  /** The second check before an account-changing action, and the notice after it. */
  readonly stepUp: StepUpService;
  readonly accountNotices: AccountNotices;
  /** The flow wings' own services (each `<flow>.service.ts`), by the wing's id: `flow(id)`. */
  private readonly flowServices = new Map<string, unknown>();
  private readonly lineViews: ((line: LineRecord) => WingView)[] = [];
  private readonly requestViews: ((record: ServiceRequestRecord) => WingView)[] = [];
  /** What the wings add to the gateway's line and service request views (their `<flow>.service.ts`). */
  readonly wingViews: WingViews = { line: this.lineViews, request: this.requestViews };
  /** How the last `load` went: a discarded file is reported, not silently lost. */
  lastLoad: LoadOutcome = { kind: 'empty' };
  /** The storefront the e-mails' links point at ('' : the same origin as the sandbox). */
  readonly storefrontUrl: string;

  constructor(options: SandboxStateOptions = {}, data: SandboxData = emptySandboxData()) {
    this.storefrontUrl = options.storefrontUrl ?? '';
    this.store = new StateStore(
      data,
      options.clock ?? systemClock,
      options.random ?? mathRandom,
      Object.freeze({ ...DEFAULT_LIMITS, ...options.limits }),
    );
    this.mailbox = new Mailbox(this.store);
    this.otp = new OtpService(this.store, this.mailbox);
    this.auth = new AuthService(this.store, this.otp, this.mailbox);
    this.numbers = new NumberService(this.store);
    this.portIn = new PortInService(this.store, this.otp, this.mailbox, options.storefrontUrl ?? '');
    this.lines = new LineService(this.store, this.portIn, this.mailbox);
    this.orders = new OrderService(this.store, this.numbers, this.portIn, this.lines);
    this.stepUp = new StepUpService(this.store, this.otp, this.lines);
    this.accountNotices = new AccountNotices(this.mailbox);
    this.auth.guardAccountChanges(this.stepUp, this.accountNotices);
    this.orderMail = new OrderMail(this.store, this.mailbox, options.storefrontUrl ?? '', this.orders);
    // Wings add their steps before or after it (the line registry registers a line bought with a
    // CURP before the mail).
    this.orders.paidPurchaseSteps.add({
      name: 'order-mail',
      moment: 'confirmation',
      run: (order, line) => this.orderMail.confirm(order, line),
    });
    this.invoices = new InvoiceService(this.store, this.orders, this.orderMail);
    this.provider = new PaymentProvider(this.store);
    this.savedCards = new SavedPaymentMethodService(this.store, this.provider);
    this.payments = new PaymentService(this.store, this.orders, this.provider, this.savedCards);
    this.kyc = new KycService(this.store);
    this.paylinks = new PaylinkService(this.store, this.orders);
    this.serviceRequests = new ServiceRequestService(this.store);
    this.planSwitch = new PlanSwitchService(
      this.store,
      this.lines,
      this.orders,
      this.payments,
      this.portIn,
      this.serviceRequests,
      this.accountNotices,
    );
    this.renewal = new RenewalService(this.store, this.lines, this.orders, this.serviceRequests);
    this.cashPayments = new CashPaymentService(this.store, this.orders);
    this.cashPayments.notices = {
      created: (record) => this.orderMail.cashReference(record, SPEI_RECEIVER),
      returned: (record, reason, refund) => this.orderMail.cashReturned(record, reason, refund),
    };
    this.rescheduleDelivery = new RescheduleDeliveryService(
      this.store,
      this.orders,
      this.lines,
      this.mailbox,
      this.auth,
    );
    this.rescheduleDelivery.guardAccountChanges(this.stepUp, this.accountNotices);
    this.banners = new BannerService(this.lines, this.portIn);
    this.termination = new TerminationService(
      this.store,
      this.lines,
      this.portIn,
      this.serviceRequests,
      this.orders,
    );
    this.termination.guardAccountChanges(this.stepUp, this.accountNotices);
    this.portOut = new PortOutService(this.store, this.mailbox, options.storefrontUrl ?? '');
    this.instruments = new PaymentInstrumentService(this.store, this.provider, this.savedCards);
    this.boosters = new BoosterService(
      this.store,
      this.lines,
      this.orders,
      this.serviceRequests,
      this.mailbox,
      options.storefrontUrl ?? '',
    );
    // The wings' own, made from the shared services; a service applying a request paid on the
    // shared payment pages adds its step to the order's paid-service steps.
    for (const service of foundFlowServices()) this.addFlowService(service);
    // Every service order paid (a renewal, a fee) gets its receipt once its request has applied it.
    this.orders.paidServiceSteps.add({
      name: 'order-mail',
      moment: 'confirmation',
      run: (order) => this.orderMail.receipt(order),
    });
    // An automatic renewal charged: an order paid by the line's card, as a renewal paid by hand.
    this.lines.renewalCharged.add((line, charge) => this.orders.recordRenewalCharge(line, charge));
    this.scenarios = new ScenarioService(this);
  }

  /** A wing's service made, and its steps added to the shared lists it declares them for. */
  private addFlowService(definition: SandboxFlowService): void {
    const service = definition.build(this);
    this.flowServices.set(definition.id, service);
    const step = definition.whenPurchasePaid;
    if (step) {
      this.orders.paidPurchaseSteps.add({
        name: definition.id,
        moment: step.moment,
        run: (order, line) => step.run(service, order, line),
      });
    }
    const { whenLineRead, lineView, requestView } = definition;
    if (whenLineRead) this.lines.lineRead.add((line) => whenLineRead(service, line));
    if (lineView) this.lineViews.push((line) => lineView(service, line));
    if (requestView) this.requestViews.push((record) => requestView(service, record));
  }

  /** A flow wing's own service, by the wing's id (its `<flow>.service.ts`). */
  flow<Id extends keyof SandboxFlowServices & string>(id: Id): SandboxFlowServices[Id] {
    if (!this.flowServices.has(id)) throw new Error(`No sandbox service for the flow "${id}"`);
    return this.flowServices.get(id) as SandboxFlowServices[Id];
  }

  /** A state rebuilt from JSON (text or parsed). Bad or foreign data gives a fresh state. */
  static fromJSON(json: string | unknown, options: SandboxStateOptions = {}): SandboxState {
    const state = new SandboxState(options);
    state.load(json);
    return state;
  }

  get limits(): Readonly<SandboxLimits> {
    return this.store.limits;
  }

  get maintenance(): boolean {
    return this.store.data.maintenance;
  }

  /** The sandbox's time, which `advanceClock` moves ahead of its clock. */
  now(): number {
    return this.store.now();
  }

  /**
   * The notices that fell due by the sandbox's time (renewal notices, transfers that ended), filed
   * before the mailbox is read: time moves on its own or by `advanceClock`, without a call that
   * would read the line or the transfer.
   */
  fileDueNotices(): void {
    for (const line of Object.values(this.store.data.lines)) this.lines.snapshot(line);
    this.portIn.fileDueNotices();
    for (const wing of SANDBOX_FLOW_WINGS) wing.fileDueNotices?.(this);
  }

  /** Moves time forward: transfers complete, plans renew, grace periods end as they would have. */
  advanceClock(ms: number): void {
    this.store.advance(ms);
  }

  /**
   * The consent settings served now (to `deviceId`): the operator's, with the terms' mode as the
   * mocks set it for that device, else for everyone.
   */
  consentSettings(deviceId?: string): ConsentSettings {
    const { termsAcceptanceMode, termsAcceptanceModeByDevice } = this.store.data;
    const mode =
      (deviceId === undefined ? undefined : termsAcceptanceModeByDevice[deviceId]) ?? termsAcceptanceMode;
    return {
      documents: CONSENT_SETTINGS.documents.map((document) =>
        mode !== undefined && document.consentType === 'TERMS_OF_USE'
          ? { ...document, acceptanceMode: mode }
          : { ...document },
      ),
    };
  }

  /**
   * Serves the terms with another acceptance mode, to one device or to everyone; `undefined`
   * goes back to the operator's (for that device, or for everyone and every device).
   */
  setTermsAcceptanceMode(mode: ServerTermsAcceptanceMode | undefined, deviceId?: string): void {
    const data = this.store.data;
    if (deviceId !== undefined) {
      if (mode === undefined) delete data.termsAcceptanceModeByDevice[deviceId];
      else data.termsAcceptanceModeByDevice[deviceId] = mode;
    } else if (mode === undefined) {
      delete data.termsAcceptanceMode;
      data.termsAcceptanceModeByDevice = {};
    } else data.termsAcceptanceMode = mode;
    this.store.changed();
  }

  /**
   * The eSIM delivery specification served now (to `deviceId`): a new eSIM ships something only
   * when the mocks said so for that device, else for everyone; a replacement eSIM never does.
   */
  esimDeliverySpecification(deviceId?: string): { orderType: string; deliveryNeeded: boolean }[] {
    const { esimDeliveryNeeded, esimDeliveryNeededByDevice } = this.store.data;
    const forDevice = deviceId === undefined ? undefined : esimDeliveryNeededByDevice[deviceId];
    return [
      { orderType: 'ESIM-NEW', deliveryNeeded: forDevice ?? esimDeliveryNeeded ?? false },
      { orderType: 'ESIM-SIM_REPLACMENT', deliveryNeeded: false },
    ];
  }

  /** A new eSIM ships something or not, to one device or to everyone; `undefined` goes back to the default. */
  setEsimDeliveryNeeded(needed: boolean | undefined, deviceId?: string): void {
    const data = this.store.data;
    if (deviceId !== undefined) {
      if (needed === undefined) delete data.esimDeliveryNeededByDevice[deviceId];
      else data.esimDeliveryNeededByDevice[deviceId] = needed;
    } else if (needed === undefined) {
      delete data.esimDeliveryNeeded;
      data.esimDeliveryNeededByDevice = {};
    } else data.esimDeliveryNeeded = needed;
    this.store.changed();
  }

  /**
   * The port-in config served now (to `deviceId`). The operator's default is a Mexican one: no
   * code texted to the number (`otpRequired: false`), since the NIP from 051 is texted to that
   * line and already proves it; the mocks can ask for the code for one device or for everyone.
   */
  portInConfig(deviceId?: string): PortInConfig {
    const { portInOtpRequired, portInOtpRequiredByDevice } = this.store.data;
    const forDevice = deviceId === undefined ? undefined : portInOtpRequiredByDevice[deviceId];
    return {
      enabled: true,
      numberLength: 10,
      nipLength: NIP_LENGTH,
      otpRequired: forDevice ?? portInOtpRequired ?? false,
    };
  }

  /** The port-in code asked or not, to one device or to everyone; `undefined` goes back to the default. */
  setPortInOtpRequired(required: boolean | undefined, deviceId?: string): void {
    const data = this.store.data;
    if (deviceId !== undefined) {
      if (required === undefined) delete data.portInOtpRequiredByDevice[deviceId];
      else data.portInOtpRequiredByDevice[deviceId] = required;
    } else if (required === undefined) {
      delete data.portInOtpRequired;
      data.portInOtpRequiredByDevice = {};
    } else data.portInOtpRequired = required;
    this.store.changed();
  }

  setMaintenance(enabled: boolean): void {
    this.store.data.maintenance = enabled;
    this.store.changed();
  }

  toJSON(): SandboxData {
    return this.store.data;
  }

  serialize(): string {
    return JSON.stringify(this.store.data);
  }

  load(json: string | unknown): LoadOutcome {
    let parsed: unknown = json;
    if (typeof json === 'string') {
      try {
        parsed = JSON.parse(json);
      } catch {
        this.lastLoad = { kind: 'discarded', issues: ['not JSON'] };
        return this.lastLoad;
      }
    }
    const result = v.safeParse(SandboxDataSchema, parsed);
    if (!result.success) {
      this.lastLoad = {
        kind: 'discarded',
        issues: result.issues
          .slice(0, 5)
          .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
      };
      return this.lastLoad;
    }
    this.store.data = result.output;
    this.lastLoad = { kind: 'loaded' };
    return this.lastLoad;
  }

  reset(): void {
    this.store.data = emptySandboxData();
    this.store.changed();
  }

  onChange(listener: () => void): () => void {
    return this.store.onChange(listener);
  }
}
