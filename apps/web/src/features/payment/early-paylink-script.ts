import { startEarlyFrameFill } from '../../shell/early-frame-fill';
import { earlyPaylink } from './early-paylink-reader';

/**
 * The entry of pay-by-link's early script (scripts/vite/early-frame-scripts.ts bundles it on its
 * own; the page's prerendered HTML loads it `async`). The app never imports this file.
 */
void startEarlyFrameFill(window, 'paylink', earlyPaylink);
