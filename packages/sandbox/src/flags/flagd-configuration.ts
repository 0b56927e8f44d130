import type { JourneySource } from '../journeys/journey-source.ts';

/**
 * The flag files of the `flags/` folder, read like the journey files (one JSON file per name, read
 * again on each request, so an edit counts on the next evaluation), as one flagd configuration:
 * every file's `flags` and `$evaluators` together. A file that is not an object is left out.
 */
export function flagdConfiguration(files: JourneySource): string {
  const flags: Record<string, unknown> = {};
  const evaluators: Record<string, unknown> = {};
  for (const name of files.ids()) {
    const file = files.get(name);
    if (!file || typeof file !== 'object') continue;
    const { flags: fileFlags, $evaluators: fileEvaluators } = file as Record<string, unknown>;
    if (fileFlags && typeof fileFlags === 'object') Object.assign(flags, fileFlags);
    if (fileEvaluators && typeof fileEvaluators === 'object') Object.assign(evaluators, fileEvaluators);
  }
  return JSON.stringify({ flags, $evaluators: evaluators });
}
