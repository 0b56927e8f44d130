import { defineLineAction } from '../flow-app';
import { UpdateCardAction } from './update-card-action';

export default defineLineAction('card-update', UpdateCardAction);
