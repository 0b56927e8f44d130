import type { JourneyDefinition } from '@senda/core/journey';
import { flowRouteTitle } from '@senda/core/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Cluster, SelectField, Stack, Stepper } from '../../design-system';
import { stepScreenStories } from '../journey-preview/step-screens';
import { declaredStories, stepStoryIds } from '../journey-preview/step-stories';
import { handOverEditedJourney, WALK_FRAME_NAME } from './edited-journey-handoff';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';
import {
  afterTheJourney,
  customerStepNumbers,
  hasWalkCustomers,
  type WalkCustomer,
  walkCustomersOf,
  walkMachineOf,
  walkOf,
} from './walk-customers';

/**
 * The story showing each page of the walk, by its name there: each step's (stepStoryIds), then a
 * service flow's pages after its journey, each its flow story at rest in the machine's state.
 */
async function walkScreens(journey: JourneyDefinition): Promise<ReadonlyMap<string, string>> {
  const steps = await stepStoryIds(journey);
  const machineId = walkMachineOf(journey);
  if (!machineId) return steps;
  const after = stepScreenStories(await declaredStories(), machineId, afterTheJourney(journey));
  return new Map([...steps, ...after]);
}

/**
 * The edited journey walked by a ready-made customer (walk-customers.ts), one step at a time at
 * phone width: the counter the customer would see ("Paso n de m", journeyProgress over the edited
 * file) above the step's screen, which is its Storybook story (step-stories.ts) in the toolbar's
 * language, shown to that customer (edited-journey-handoff.ts). A journey whose path does not
 * depend on the customer (a line's request) is the same for every customer.
 */
export function WalkPanel({
  journey,
  title,
  customer,
  onCustomer,
}: {
  journey: JourneyDefinition | undefined;
  title: (step: string) => string;
  /** The walk's customer, whose step numbers the step list shows too. */
  customer: WalkCustomer;
  onCustomer: (customer: WalkCustomer) => void;
}) {
  const intl = useIntl();
  const t = editorTexts(intl.locale);
  const [screens, setScreens] = useState<ReadonlyMap<string, string> | 'loading' | null>(null);
  const [at, setAt] = useState(0);
  // Before the screen's frame loads (a layout effect runs in the task that inserts it): the file
  // its sandbox serves.
  useLayoutEffect(() => {
    if (journey) handOverEditedJourney(journey.id, journey.file, customer);
  }, [journey, customer]);
  if (!journey) return null;
  const hasCustomers = hasWalkCustomers(journey);
  const walk = walkOf(journey, customer);
  const index = Math.min(at, walk.length - 1);
  const current = walk[index] as string;
  const progress = customerStepNumbers(journey, customer)?.get(current);
  const after = afterTheJourney(journey);
  // A page after the journey is named by its page's title (the flow's payment, its result).
  const pageTitle = (name: string) => {
    const id = flowRouteTitle(after.find((page) => page.name === name)?.route ?? '');
    return id ? intl.formatMessage({ id }) : title(name);
  };
  const story = screens instanceof Map ? screens.get(current) : undefined;

  return (
    <section aria-labelledby="editor-walk" data-testid="editor-walk">
      <h2 id="editor-walk" className={styles.heading}>
        {t.walk}
      </h2>
      <Stack gap={3}>
        {hasCustomers ? (
          <SelectField
            label={t.customer}
            value={customer}
            options={walkCustomersOf(journey).map((value) => ({
              value,
              label: t.customers[value],
            }))}
            onChange={(event) => {
              onCustomer(event.target.value as WalkCustomer);
              setAt(0);
            }}
          />
        ) : (
          <p>{t.noCustomers}</p>
        )}
        <details>
          <summary>{t.walkList}</summary>
          <ol className={styles.walkList} data-testid="editor-walk-steps">
            {walk.map((name) => (
              <li key={name} data-walk-step={name}>
                {pageTitle(name)}
              </li>
            ))}
          </ol>
        </details>
        {screens === null ? (
          <Button
            variant="secondary"
            onClick={() => {
              setScreens('loading');
              setAt(0);
              void walkScreens(journey).then(setScreens);
            }}
          >
            {t.startWalk}
          </Button>
        ) : (
          <>
            <Cluster gap={2}>
              <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => setAt(index - 1)}>
                {t.previous}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === walk.length - 1}
                onClick={() => setAt(index + 1)}
              >
                {t.next}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setScreens(null)}>
                {t.stopWalk}
              </Button>
            </Cluster>
            <div className={styles.phone} data-testid="editor-walk-screen" data-walk-current={current}>
              {typeof progress === 'object' && progress.total > 1 ? (
                <Stepper
                  current={progress.current}
                  total={progress.total}
                  label={intl.formatMessage(
                    { id: 'layout.step_progress' },
                    { current: progress.current, total: progress.total },
                  )}
                  stepTitle={title(current)}
                />
              ) : (
                <p>
                  <strong>
                    {index === walk.length - 1 && journey.step(current)?.final
                      ? t.final_
                      : pageTitle(current)}
                  </strong>
                </p>
              )}
              {screens === 'loading' ? (
                <p>{t.loadingScreens}</p>
              ) : story ? (
                <WalkScreen
                  // A new file or customer: the frame loads again with it (its sandbox reads both once).
                  key={`${customer}:${JSON.stringify(journey.file)}`}
                  story={story}
                  locale={intl.locale}
                  title={t.screenTitle(pageTitle(current))}
                />
              ) : (
                <p>{t.noScreen}</p>
              )}
            </div>
            <p className={styles.hint}>{hasCustomers ? t.walkNote : t.walkNoteSameForAll}</p>
            {/* The summary shows the card fields too when it takes the payment (one way to pay). */}
            {(current === 'payment' || current === 'order-summary') && (
              <p className={styles.hint}>{t.cardNote}</p>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}

/** What a loaded Storybook preview page exposes: the preview, which the sidebar's selection drives. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    onSetCurrentStory?(selection: { storyId: string; viewMode: 'story' }): unknown;
    /** The story it shows now, and how far its render has come. */
    currentRender?: { phase?: string };
  };
}

/** A render in one of these has come to rest: the preview may be switched to another story. */
const RENDER_AT_REST = new Set(['finished', 'aborted', 'errored']);
/** How often a switch asked for while the preview is busy looks again; and for how long at most. */
const BUSY_RECHECK_MS = 50;
const BUSY_WAIT_MAX_MS = 10_000;

/**
 * A step's screen: its story in a frame named for the walk. The frame loads once, with the first
 * step's story in its URL; each later step is switched to in that preview, as Storybook's sidebar
 * switches stories (a load per step took seconds). The preview is called directly: an event on its
 * channel would also reach the editor's own preview (the frame's parent), which would switch too.
 */
function WalkScreen({ story, locale, title }: { story: string; locale: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src] = useState(
    () => `./iframe.html?id=${encodeURIComponent(story)}&viewMode=story&globals=locale:${locale}`,
  );
  const shown = useRef(story);
  // One switch at a time: a story asked for while the preview still prepares or renders the last
  // waits for it to come to rest (Next pressed quickly, several steps in a row). Switched
  // mid-render, the preview could drop the last switch and stay on the step before, or throw
  // "cannot render when not prepared". Only the latest step asked for is switched to.
  useEffect(() => {
    if (shown.current === story) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askedAt = Date.now();
    const switchWhenAtRest = () => {
      const preview = (frame.current?.contentWindow as PreviewWindow | null)?.__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      const busy = phase !== undefined && !RENDER_AT_REST.has(phase);
      if (preview?.onSetCurrentStory && busy && Date.now() - askedAt < BUSY_WAIT_MAX_MS) {
        timer = setTimeout(switchWhenAtRest, BUSY_RECHECK_MS);
        return;
      }
      shown.current = story;
      if (preview?.onSetCurrentStory) void preview.onSetCurrentStory({ storyId: story, viewMode: 'story' });
      else if (frame.current)
        frame.current.src = `./iframe.html?id=${encodeURIComponent(story)}&viewMode=story&globals=locale:${locale}`;
    };
    switchWhenAtRest();
    return () => clearTimeout(timer);
  }, [story, locale]);
  return (
    <iframe
      ref={frame}
      name={WALK_FRAME_NAME}
      className={styles.screen}
      title={title}
      src={src}
      data-story={story}
    />
  );
}
