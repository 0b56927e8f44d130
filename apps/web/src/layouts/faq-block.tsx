import { FormattedMessage } from 'react-intl';
import styles from './app-layout.module.css';

export interface FaqEntry {
  questionId: string;
  answerId: string;
}

/** The FAQ block of a step: a title and native disclosure widgets, keyboard-friendly as is. */
export function FaqBlock({ titleId, entries }: { titleId: string; entries: readonly FaqEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.faqTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      {entries.map((entry) => (
        <details key={entry.questionId} className={styles.faqItem}>
          <summary>
            <FormattedMessage id={entry.questionId} />
          </summary>
          <p>
            <FormattedMessage id={entry.answerId} />
          </p>
        </details>
      ))}
    </section>
  );
}
