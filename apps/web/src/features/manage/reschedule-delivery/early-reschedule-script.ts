import { startEarlyFrameFill } from '../../../shell/early-frame-fill';
import { earlyReschedule } from './early-reschedule-reader';

/**
 * The entry of the reschedule link's early script (scripts/vite/early-frame-scripts.ts finds it by
 * its name and bundles it on its own; the page's prerendered HTML loads it `async`). The app never
 * imports this file.
 */
void startEarlyFrameFill(window, 'reschedule', earlyReschedule);
