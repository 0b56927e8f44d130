import { defineLineAction } from '../flow-app';
import { ReversePortOutAction } from './reverse-port-out-action';

export default defineLineAction('reverse-port-out', ReversePortOutAction);
