import { defineLineAction } from '../flow-app';
import { ReplaceSimAction } from './replace-sim-action';

export default defineLineAction('sim-replacement', ReplaceSimAction);
