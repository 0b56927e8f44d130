import type { ResolvedConfig } from 'vite';

/**
 * Storybook builds the same Vite config as the storefront: the plugins that make the storefront's
 * own files (route documents, early reads, prerendered frames, message chunks) stand aside there.
 */
export function isStorybookBuild(config: Pick<ResolvedConfig, 'plugins'>): boolean {
  return config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
}
