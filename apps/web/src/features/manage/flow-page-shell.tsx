import type { MessageId } from '@senda/core/i18n';
import { servicePaymentChild } from '@senda/core/machines/service-payment';
import type { RefusalNextStep } from '@senda/core/machines/service-request-template';
import type { StepUpMachine } from '@senda/core/machines/step-up';
import { managePath, SERVICE_PAYMENT_ROUTES } from '@senda/core/navigation';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { Alert, buttonClassName, FormActions, Stack } from '../../design-system';
import { LoadingBlock } from '../../shared/loading-block';
import { StepUpStep } from '../step-up/step-up-step';
import { LinePageLoadFailed } from './line-page-parts';
import { ServicePaymentFailedScreen } from './service-payment/service-payment-failed-screen';
import { ServicePaymentScreen } from './service-payment/service-payment-screen';
import { ServiceRequestResultScreen } from './service-payment/service-request-result-screen';

/** What the shell reads of a service flow's view (each flow's view has at least this). */
export interface FlowShellView<Screen extends string> {
  screen: Screen;
  messageId: MessageId | null;
  sends: ReadonlySet<string>;
  payment?: { orderReference: string; amount: number } | null;
  /**
   * An account-changing flow waiting for the account's address to approve its submit
   * (core's template `stepUp`): the shared step is shown instead of the flow's screen.
   */
  stepUp?: ActorRefFrom<StepUpMachine> | null;
}

/** How a screen that ends the flow without a request is said: a refusal (a warning) or a notice. */
export type FlowEndKind = 'refused' | 'ended';

export interface FlowEnd<Screen extends string> {
  /** The screens that end the flow here, each a refusal or a notice. */
  screens: Partial<Record<NoInfer<Screen>, FlowEndKind>>;
  /** A refusal's title. */
  titleId: MessageId;
  /** Why it ended, from the view. */
  messageId: MessageId | null;
  /** The page that lifts a refusal (core's refusalNextStep: the line registry), as the main button. */
  next?: { path: string; labelId: MessageId } | null;
  /** "See your requests" (the line's past requests), when the view offers it. */
  requests?: { path: string; labelId: MessageId } | null;
  /** The way back (the line, or the flow's own first page). */
  back: { path: string; labelId: MessageId };
}

/**
 * The screen names are the view's: each other name given (a flow's own screens, the ends, the
 * payment's screen) is checked against them (NoInfer), so a misspelt one fails the type check
 * instead of showing the loading block.
 */
export interface FlowPageShellProps<Screen extends string> {
  view: FlowShellView<Screen>;
  /**
   * The flow's `leaving` (useServiceRequestFlow): the view's screen belongs to the page the
   * address is moving to, which draws it; this page keeps the placeholder meanwhile.
   */
  leaving: boolean;
  /** The flow's own screens, by name; the shell's below serve the others. */
  screens: Partial<Record<NoInfer<Screen>, () => ReactNode>>;
  /** The placeholder of the checks and of everything on its way (the flow's loading text). */
  loadingId: MessageId;
  /** The eligibility check that got no answer: its title, RETRY. */
  checkFailedId: MessageId;
  /** RETRY, to the flow's machine. */
  retry: () => void;
  /**
   * EDIT, to the flow's machine: from the approval (the view's `stepUp`) back to the review. A
   * flow whose view can carry `stepUp` gives it.
   */
  edit?: () => void;
  /** The screens that end the flow without a request, when the shell says them. */
  end?: FlowEnd<Screen>;
  /**
   * A paid flow: its machine (the template, whose `pay` child takes the card), the screen that
   * pays ('payment' unless named), what is said above the card form, and the way back from a
   * payment given up.
   */
  payment?: { request: AnyActorRef; screen?: NoInfer<Screen>; intro?: ReactNode; backPath: string };
  /**
   * The shared result page (/manage/payment-success) reads the request from the gateway: the
   * machine only finishes following it. `notice` is shown above it when given; `shown` says
   * whether this page is the result (the shared result page's address unless said).
   */
  result?: { notice?: ReactNode; shown?: boolean };
}

/** A refusal's next step (the view's `nextStep`) as the flow-ended page's link for this line. */
export const refusalNext = (nextStep: RefusalNextStep | null, orderRef: string): FlowEnd<string>['next'] =>
  nextStep ? { path: managePath(nextStep.route, orderRef), labelId: nextStep.labelId } : null;

/**
 * One renderer for several screens of a flow (a review shown while it is sent, failed…). The names
 * are checked against the view's screens (a spread into `screens` escapes the shell's check).
 */
export function sameScreen<Screen extends string>(
  _view: { screen: Screen },
  screens: readonly NoInfer<Screen>[],
  render: () => ReactNode,
): Partial<Record<Screen, () => ReactNode>> {
  return Object.fromEntries(screens.map((screen) => [screen, render])) as Partial<
    Record<Screen, () => ReactNode>
  >;
}

/**
 * The page shell every line's service flow shares (plan switch, termination, auto-renewal, SIM
 * replacement): the screen of its view, from the flow's own renderers where it has one, else the
 * shell's: the payment and its failure, the check that failed, the flow ended without a request
 * (refused, cancelled or left), the result page, and the loading placeholder for the checks and
 * every screen on its way elsewhere.
 */
export function FlowPageShell<Screen extends string>(props: FlowPageShellProps<Screen>) {
  const location = useLocation();
  if (props.result && (props.result.shown ?? location.pathname === SERVICE_PAYMENT_ROUTES.paymentSuccess)) {
    // A new address (the request named once it is known) is a new result to read.
    const screen = <ServiceRequestResultScreen key={location.search} />;
    if (props.result.notice === undefined) return screen;
    return (
      <Stack gap={5}>
        {props.result.notice}
        {screen}
      </Stack>
    );
  }
  return <FlowScreen {...props} />;
}

function FlowScreen<Screen extends string>({
  view,
  leaving,
  screens,
  loadingId,
  checkFailedId,
  retry,
  edit,
  end,
  payment,
}: FlowPageShellProps<Screen>) {
  const placeholder = <LoadingBlock labelId={loadingId} height="16rem" />;
  if (leaving) return placeholder;
  // The approval stands on the review (the view's screen is still the review's): shown over it.
  if (view.stepUp) return <FlowApproval stepUp={view.stepUp} onBack={() => edit?.()} />;
  const own = screens[view.screen];
  if (own) return own();
  const endKind = end?.screens[view.screen];
  if (end && endKind) return <FlowEnded end={end} refused={endKind === 'refused'} />;
  if (payment && view.screen === (payment.screen ?? 'payment')) {
    return view.payment ? (
      <FlowPayment request={payment.request} due={view.payment} intro={payment.intro} />
    ) : null;
  }
  if (payment && view.screen === 'payment-failed') {
    return (
      <ServicePaymentFailedScreen
        messageId={view.messageId}
        canRetry={view.sends.has('RETRY')}
        onRetry={retry}
        linePath={payment.backPath}
      />
    );
  }
  if (view.screen === 'check-failed') {
    return <LinePageLoadFailed titleId={checkFailedId} bodyId="common.load_failed" onRetry={retry} />;
  }
  // Checking, cancelling, following, and an outcome on its way to the page that shows it.
  return placeholder;
}

/**
 * An account-changing flow's approval by the account's address (core's template `stepUp`), shown
 * over its review; Back returns to the review (EDIT). The shell's, and a flow page's of its own.
 */
export function FlowApproval({
  stepUp,
  onBack,
}: {
  stepUp: ActorRefFrom<StepUpMachine>;
  onBack: () => void;
}) {
  const intl = useIntl();
  return (
    <StepUpStep
      actor={stepUp}
      headingLevel={2}
      cancelLabel={intl.formatMessage({ id: 'common.back' })}
      onCancel={onBack}
    />
  );
}

function FlowPayment({
  request,
  due,
  intro,
}: {
  request: AnyActorRef;
  due: { orderReference: string; amount: number };
  intro: ReactNode;
}) {
  const paying = useSelector(request, servicePaymentChild);
  const screen = <ServicePaymentScreen request={request} payment={paying} due={due} />;
  if (intro === undefined) return screen;
  return (
    <Stack gap={5}>
      {intro}
      {screen}
    </Stack>
  );
}

/** Why the flow ended without a request: refused (why, what to do), cancelled, or left. */
function FlowEnded<Screen extends string>({ end, refused }: { end: FlowEnd<Screen>; refused: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap={5}>
      <Alert
        tone={refused ? 'warning' : 'info'}
        title={refused ? intl.formatMessage({ id: end.titleId }) : undefined}
      >
        {end.messageId && intl.formatMessage({ id: end.messageId })}
      </Alert>
      <FormActions>
        {end.next && (
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={end.next.path}>
            {intl.formatMessage({ id: end.next.labelId })}
          </Link>
        )}
        {end.requests && (
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={end.requests.path}>
            {intl.formatMessage({ id: end.requests.labelId })}
          </Link>
        )}
        <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={end.back.path}>
          {intl.formatMessage({ id: end.back.labelId })}
        </Link>
      </FormActions>
    </Stack>
  );
}
