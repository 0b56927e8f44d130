import { SUPPORTED_LOCALES, type SupportedLocale } from '@senda/core/config';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Stack, TextField } from '../../design-system';
import type { DeclaredStory } from '../coverage/story-claims';
import { declaredStories } from '../journey-preview/step-stories';
import { type StoryNamesFile, storyNamesFileOf, storyNamesOf } from '../sidebar-labels';
import styles from './review-room.module.css';
import { reviewRoomTexts } from './review-room.texts';
import { matchesReviewSearch } from './review-room-search';

/**
 * Every stories file's names, keyed as step-stories.ts keys the stories modules (both
 * globs are written from a folder two levels under src/, so `../../features/…` names one file).
 */
const NAMES = import.meta.glob<StoryNamesFile>('../../**/*.story-names.json', {
  eager: true,
  import: 'default',
});

/** A story's name in the page's language (Storybook's, from the export, when it lacks its names). */
function nameOf(story: DeclaredStory, locale: string): string {
  const names = storyNamesOf(story.exportName, story.name, NAMES[storyNamesFileOf(story.file)]);
  if (!names) return story.name;
  return locale === 'en-US' ? names.english : names.spanish;
}

/**
 * A designer's review room for one flow: every story of its group (`Manage/SIM replacement`, or
 * `Purchase` and all below it) side by side at phone width, once in Spanish and once in English,
 * each the story itself in a frame (nothing copied), with its name and the machine states it
 * claims; a search by name, machine id or what the screen says. A frame starts only once it is
 * on screen, so a long flow costs what is looked at.
 */
export function ReviewRoom({
  group,
  flow,
}: {
  group: string;
  /** The flow's name in each language. */
  flow: Readonly<Record<SupportedLocale, string>>;
}) {
  const { locale } = useIntl();
  const t = reviewRoomTexts(locale);
  const [stories, setStories] = useState<readonly DeclaredStory[]>();
  const [query, setQuery] = useState('');
  // What each frame's screen says (its headings), by story id and language, once it loaded.
  const [said, setSaid] = useState<Readonly<Record<string, readonly string[]>>>({});
  useEffect(() => {
    let live = true;
    void declaredStories().then(
      (all) =>
        live &&
        setStories(all.filter((story) => story.title === group || story.title.startsWith(`${group}/`))),
    );
    return () => {
      live = false;
    };
  }, [group]);
  // Found by its name in either language, whichever the page's.
  const shown = stories?.filter((story) =>
    matchesReviewSearch(
      { ...story, name: `${nameOf(story, 'es-MX')} ${nameOf(story, 'en-US')}` },
      query,
      said[story.id] ?? [],
    ),
  );
  const heard = (id: string, headings: readonly string[]) =>
    setSaid((all) => ({ ...all, [id]: [...(all[id] ?? []), ...headings] }));

  return (
    <main className={styles.room}>
      <Stack gap={4}>
        <h1 className={styles.title}>{t.title(flow[locale as SupportedLocale] ?? flow['es-MX'])}</h1>
        <p>{t.intro}</p>
        <TextField
          label={t.search}
          hint={t.searchHint}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="review-search"
        />
        {!stories || !shown ? (
          <p>{t.loading}</p>
        ) : (
          <>
            <p aria-live="polite" data-testid="review-count">
              {t.count(shown.length, stories.length)}
            </p>
            {shown.length === 0 && <p>{t.none}</p>}
            <ul className={styles.states}>
              {shown.map((story) => (
                <li key={story.id} data-review-story={story.id}>
                  <h2 className={styles.name}>{nameOf(story, locale)}</h2>
                  <p className={styles.muted}>
                    {t.machineStates}:{' '}
                    {story.claims.length > 0 ? <code>{story.claims.join(', ')}</code> : t.noMachineStates}
                  </p>
                  <div className={styles.pair}>
                    {SUPPORTED_LOCALES.map((language) => (
                      <ReviewFrame
                        key={language}
                        story={story.id}
                        locale={language}
                        title={t.frame(nameOf(story, locale), t.languages[language])}
                        waiting={t.waiting}
                        onHeadings={(headings) => heard(story.id, headings)}
                      />
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </main>
  );
}

interface FramePreview {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

/**
 * One story in one language, at 360 px: its frame starts once its place is on screen; once the
 * story finished, what its screen's headings say is handed up for the search.
 */
function ReviewFrame({
  story,
  locale,
  title,
  waiting,
  onHeadings,
}: {
  story: string;
  locale: SupportedLocale;
  title: string;
  waiting: string;
  onHeadings: (headings: readonly string[]) => void;
}) {
  const place = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  const reported = useRef(false);
  const read = () => {
    // The story renders after the frame's load: its headings are read once it finished.
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      const view = frame.current?.contentWindow as (Window & FramePreview) | null | undefined;
      const done = view?.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished';
      if ((done || tries > 40) && !reported.current) {
        window.clearInterval(timer);
        reported.current = true;
        const headings = [
          ...(view?.document.querySelectorAll('#storybook-root h1, #storybook-root h2') ?? []),
        ]
          .map((heading) => heading.textContent?.trim() ?? '')
          .filter(Boolean);
        onHeadings(headings);
      }
    }, 250);
  };
  return (
    <div ref={place} className={styles.phone} data-review-locale={locale}>
      {seen ? (
        <iframe
          ref={frame}
          className={styles.screen}
          title={title}
          src={`./iframe.html?id=${encodeURIComponent(story)}&viewMode=story&globals=locale:${locale}`}
          onLoad={read}
        />
      ) : (
        <p className={styles.muted}>{waiting}</p>
      )}
    </div>
  );
}
