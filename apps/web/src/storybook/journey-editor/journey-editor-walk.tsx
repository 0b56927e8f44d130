import type { JourneyDefinition, JourneyFactPatch } from '@senda/core/journey';
import { journeyProgress, previewWalk, vocabularyFacts } from '@senda/core/journey';
import { useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Cluster, SelectField, Stack, Stepper } from '../../design-system';
import { stepStoryIds } from '../journey-preview/step-stories';
import { handOverEditedJourney, WALK_FRAME_NAME } from './edited-journey-handoff';
import styles from './journey-editor.module.css';
import { editorTexts } from './journey-editor.texts';

/**
 * Ready-made customers of the purchase, by the facts that set their path: a new eSIM buyer
 * (signing up), a transfer (port-in), and a returning customer already signed in. A journey
 * whose vocabulary has none of these facts (a line's request) is the same for every customer.
 */
const CUSTOMERS = {
  'new-esim': { simType: 'esim', numberType: 'new_number', isLoggedIn: false, authFlow: 'signup' },
  transfer: { simType: 'esim', numberType: 'number_transfer', isLoggedIn: false, authFlow: 'signup' },
  returning: { simType: 'esim', numberType: 'new_number', isLoggedIn: true },
} as const satisfies Record<string, JourneyFactPatch>;
type Customer = keyof typeof CUSTOMERS;

/**
 * The edited journey walked by a ready-made customer, one step at a time at phone width: the
 * counter the customer would see ("Paso n de m", journeyProgress over the edited file) above the
 * step's screen, which is its Storybook story (step-stories.ts) in the toolbar's language.
 */
export function WalkPanel({
  journey,
  title,
}: {
  journey: JourneyDefinition | undefined;
  title: (step: string) => string;
}) {
  const intl = useIntl();
  const t = editorTexts(intl.locale);
  const [customer, setCustomer] = useState<Customer>('new-esim');
  const [screens, setScreens] = useState<ReadonlyMap<string, string> | 'loading' | null>(null);
  const [at, setAt] = useState(0);
  // Before the screen's frame loads (a layout effect runs in the task that inserts it): the file
  // its sandbox serves.
  useLayoutEffect(() => {
    if (journey) handOverEditedJourney(journey.id, journey.file);
  }, [journey]);
  if (!journey) return null;
  const hasCustomers = 'numberType' in journey.vocabulary.facts;
  const facts = vocabularyFacts(journey.vocabulary, hasCustomers ? CUSTOMERS[customer] : {});
  const walk = previewWalk(journey, facts);
  const index = Math.min(at, walk.length - 1);
  const current = walk[index] as string;
  const progress = journeyProgress(journey, {
    current,
    facts,
    initialFacts: facts,
    chosen: {},
    trail: walk.slice(0, index),
    reached: walk.slice(0, index + 1),
  });
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
            options={(Object.keys(CUSTOMERS) as Customer[]).map((value) => ({
              value,
              label: t.customers[value],
            }))}
            onChange={(event) => {
              setCustomer(event.target.value as Customer);
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
                {title(name)}
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
              void stepStoryIds(journey).then(setScreens);
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
              {progress && progress.total > 1 ? (
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
                  <strong>{journey.step(current)?.final ? t.final_ : title(current)}</strong>
                </p>
              )}
              {screens === 'loading' ? (
                <p>{t.loadingScreens}</p>
              ) : story ? (
                <iframe
                  // A new file or another step: the screen loads again with it.
                  key={`${story}:${JSON.stringify(journey.file)}`}
                  name={WALK_FRAME_NAME}
                  className={styles.screen}
                  title={t.screenTitle(title(current))}
                  src={`./iframe.html?id=${encodeURIComponent(story)}&viewMode=story&globals=locale:${intl.locale}`}
                  data-story={story}
                />
              ) : (
                <p>{t.noScreen}</p>
              )}
            </div>
            <p className={styles.hint}>{t.walkNote}</p>
          </>
        )}
      </Stack>
    </section>
  );
}
