import { Alert } from '../design-system';

/**
 * What a journey step's story shows once a product team has removed that step from the journey
 * file: customers never see the screen, so the story says so instead of failing (the tests follow
 * the JSON), and `journeys:check` has already warned about the removal. Storybook's own tooling
 * text, read by product teams and designers, not by customers.
 */
export function StepNotInJourney({ journey, step }: { journey: string; step: string }) {
  return (
    <main style={{ padding: 'var(--space-4, 16px)' }}>
      <h1>Not in the journey</h1>
      <Alert tone="info" title={`journeys/${journey}.json has no step "${step}"`}>
        Customers never see this screen. Put the step back in the file to review it here again.
      </Alert>
    </main>
  );
}
