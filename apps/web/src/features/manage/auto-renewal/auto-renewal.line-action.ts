import { defineLineAction } from '../flow-app';
import { AutoRenewalAction } from './auto-renewal-action';

export default defineLineAction('auto-renewal', AutoRenewalAction);
