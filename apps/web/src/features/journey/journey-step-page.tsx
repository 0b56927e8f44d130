import { loadMessageArea } from '@senda/core/i18n';
import { journeyProgress } from '@senda/core/journey';
import { isLoginRequired, safeRelativePath } from '@senda/core/navigation';
import { verificationRedirectPath } from '@senda/core/onboarding';
import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
} from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FaqEntry } from '../../layouts/faq-block';
import { afterPageSettles } from '../../shared/after-page-settles';
import { PageFrame } from '../../shared/page-frame';
import { useServices } from '../../shared/services-context';
import { whenIdle } from '../../shared/when-idle';
import { RouteLoading } from '../../shell/route-frame';
import { type FlowScreens, stepPreparation, stepScreen } from './flow-screens';
import { useJourneyRuntime } from './journey-context';
import { loadedFlowAside, loadedStepScreen, loadFlowAside, loadStepScreen } from './step-screen-cache';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
/**
 * The step's screen: the component itself when it has already loaded (no Suspense round),
 * else a lazy one. Once a step has a lazy screen it keeps it: a different component type on the
 * next render would remount the screen and lose what the customer typed.
 */
function screenFor(screens: FlowScreens, flowId: string, stepName: string): ComponentType | undefined {
  const load = stepScreen(screens, stepName);
  if (!load) return undefined;
  const key = `${flowId}:${stepName}`;
  const lazyScreen = lazyScreens.get(key);
  if (lazyScreen) return lazyScreen;
  const ready = loadedStepScreen(flowId, stepName);
  if (ready) return ready;
  const screen = lazy(() => loadStepScreen(screens, flowId, stepName) ?? load());
  lazyScreens.set(key, screen);
  return screen;
}

const asides = new Map<string, ComponentType<{ children: ReactNode }>>();
/**
 * The frame with the flow's aside when the step shows one: one component per flow (the loaded one
 * when the step before fetched it, else a lazy one), so moving between such steps keeps it. It
 * waits with the step's screen (one Suspense), so the step is drawn once in its place and nothing
 * moves when the aside arrives.
 */
function asideFor(
  screens: FlowScreens,
  flowId: string,
  stepName: string,
): ComponentType<{ children: ReactNode }> | undefined {
  const aside = screens.aside;
  if (!aside?.steps.has(stepName)) return undefined;
  let component = asides.get(flowId);
  if (!component) {
    const loaded = loadedFlowAside(flowId);
    component = loaded ?? lazy(() => loadFlowAside(screens, flowId) ?? aside.load());
    asides.set(flowId, component);
  }
  return component;
}

/**
 * Up to five questions per FAQ section: `<section>.q1`/`.a1` … present in the messages. The
 * language's messages are at hand (both languages have the same ids), so this needs no list of
 * every id; until the FAQ's texts have loaded there are none, and the block is not drawn.
 */
function faqEntries(section: string | undefined, messages: Readonly<Record<string, unknown>>): FaqEntry[] {
  if (!section) return [];
  return [1, 2, 3, 4, 5]
    .map((n) => ({ questionId: `${section}.q${n}`, answerId: `${section}.a${n}` }))
    .filter((entry) => Object.hasOwn(messages, entry.questionId) && Object.hasOwn(messages, entry.answerId));
}

/**
 * Renders whichever step the journey machine is on, and keeps the URL and the machine in step:
 * - the URL names a step the machine is not on (typed, bookmarked, browser back) → DEEP_LINK, and
 *   the machine decides (a reached step is allowed, else it resumes at the furthest valid step);
 * - the machine moves → the URL follows;
 * - the journey leaves through an exit → navigate to the exit's path (only a same-origin path).
 */
export function JourneyStepPage() {
  const intl = useIntl();
  const services = useServices();
  const { stores } = services;
  const { actor, definition, screens } = useJourneyRuntime();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  const outcome = useSelector(actor, (snapshot) => snapshot.context.outcome);
  const progressInput = useSelector(actor, (snapshot) => snapshot.context);
  const onboarding = useAtomValue(stores.onboarding.state);
  const productType = onboarding.selectedProductType;
  const planChosen = onboarding.selectedPrimaryProducts.length > 0;
  const routeStep = definition.stepByRoute(location.pathname);
  const currentStep = current ? definition.step(current) : undefined;

  // Only a change of URL asks the machine; the machine's own moves are followed by the next effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to the machine here would loop.
  useEffect(() => {
    if (routeStep && current !== routeStep.name) actor.send({ type: 'DEEP_LINK', route: location.pathname });
  }, [location.pathname]);

  // Follow the machine. Read its latest snapshot, not the rendered one: on a first load the
  // effect above has just sent DEEP_LINK, and the rendered step is already out of date.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the machine, not the URL.
  useEffect(() => {
    const latest = actor.getSnapshot().context;
    if (latest.outcome?.kind === 'exit') {
      const exit = definition.exit(latest.outcome.exit);
      const target = safeRelativePath(latest.outcome.path ?? exit?.route);
      navigate(target ?? '/', { replace: true });
      return;
    }
    const step = latest.current ? definition.step(latest.current) : undefined;
    if (step && step.route !== location.pathname) {
      navigate({ pathname: step.route, search: location.search }, { replace: routeStep === undefined });
    }
  }, [currentStep, outcome]);

  // A log-in counts as a step only when it leads back into this journey (core decides).
  const afterAuth = verificationRedirectPath({ search: location.search, planChosen });
  const progress = useMemo(
    () => journeyProgress(definition, progressInput, { afterAuth }),
    [definition, progressInput, afterAuth],
  );

  // The FAQ's texts are a chunk of their own (core's message-areas.ts), asked for once a step that
  // shows a FAQ is on screen and the page has settled: the block sits under the step, below the
  // fold on a phone, and appears when its texts are there. Merging them into the page's texts and
  // drawing the block was one task of 298 and 437 ms in two busy throttled runs of log-in: it waits
  // for the quiet after the start-up, not among its tasks.
  const showsFaq = currentStep?.faq.enabled === true;
  useEffect(() => {
    if (showsFaq) afterPageSettles(window, () => void loadMessageArea('faq').catch(() => {}));
  }, [showsFaq]);

  // The step a Next would lead to with what is known now is core's (the journey's neighbours); its
  // screen's chunk (and the flow's aside, which it waits for) and the reads it starts from are
  // fetched once the browser is idle, while the customer fills this step, so the Next waits for
  // none of them. A failed read is the step's to make.
  const nextStep = useAtomValue(stores.journey.state).nextStep;
  useEffect(() => {
    if (!nextStep) return;
    return whenIdle(window, () => {
      void loadStepScreen(screens, definition.id, nextStep)?.catch(() => {});
      if (screens.aside?.steps.has(nextStep)) void loadFlowAside(screens, definition.id)?.catch(() => {});
      void stepPreparation(screens, nextStep)?.(services).catch(() => {});
    });
  }, [nextStep, screens, definition.id, services]);

  if (!routeStep) return <Navigate to="/404" replace />;
  if (!currentStep || currentStep.name !== routeStep.name) return <RouteLoading />;
  const Screen = screenFor(screens, definition.id, currentStep.name);
  if (!Screen) return <Navigate to="/404" replace />;
  const Aside = asideFor(screens, definition.id, currentStep.name);
  const faqSection = currentStep.faq.enabled
    ? productType === 'postpaid'
      ? currentStep.faq.postpaid
      : currentStep.faq.prepaid
    : undefined;
  return (
    <PageFrame
      layout={currentStep.layout}
      guard={isLoginRequired(currentStep.route) ? 'payment' : undefined}
      progress={progress}
      width={screens.wide.has(currentStep.name) || Aside ? 'wide' : 'reading'}
      faq={faqSection ? { titleId: 'faq.title', entries: faqEntries(faqSection, intl.messages) } : undefined}
    >
      <Suspense fallback={<RouteLoading bare />}>
        {Aside ? (
          <Aside>
            <Screen />
          </Aside>
        ) : (
          <Screen />
        )}
      </Suspense>
    </PageFrame>
  );
}
