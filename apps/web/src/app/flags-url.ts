import type { AppConfig } from '../shared/app-services.types';

/** Where the sandbox serves OFREP over the repository's flags/ files (npm run dev, npm start). */
const SANDBOX_FLAGS_URL = '/mocks/flags';

/**
 * The flag service's OFREP base URL, the one place the app reads it: the sandbox's own in a
 * sandbox build, else none (every flag keeps its default). The deploy config's `flagsUrl` is to
 * come first here once the app reads that config at start-up.
 */
export function flagsUrl(config: Pick<AppConfig, 'sandbox'>): string | undefined {
  return config.sandbox ? SANDBOX_FLAGS_URL : undefined;
}
