import { defineLineAction } from '../flow-app';
import { PortInRequestAction } from './port-in-request-action';

export default defineLineAction('port-in-request', PortInRequestAction);
