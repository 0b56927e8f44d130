import { startEarlyFrameFill } from '../../../shell/early-frame-fill';
import { earlyLineStatus } from './early-line-status-reader';

/**
 * The entry of the line page's early script (scripts/vite/early-frame-scripts.ts bundles it on its
 * own; the page's prerendered HTML loads it `async`). The app never imports this file.
 */
void startEarlyFrameFill(window, 'line-status', earlyLineStatus);
