import { startEarlyLineStatusFill } from './early-line-status-fill';

/**
 * The entry of the line page's early script (scripts/vite/early-line-status-script.ts bundles it on
 * its own; the page's prerendered HTML loads it `async`). The app never imports this file.
 */
void startEarlyLineStatusFill(window);
