/**
 * The operator's Google Tag Manager container, or null when none is configured (then no tag
 * manager script is loaded, and the dataLayer is filled for nobody). Read from the build's
 * environment for now; this one function is where the deploy-time configuration plugs in.
 */
export function gtmContainerId(env: ImportMetaEnv = import.meta.env): string | null {
  const id = env.VITE_GTM_CONTAINER_ID?.trim() ?? '';
  return /^GTM-[A-Z0-9]+$/.test(id) ? id : null;
}
