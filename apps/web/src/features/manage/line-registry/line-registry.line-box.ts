import { defineLineBox } from '../flow-app';
import { LineRegistryStatus } from './line-registry-status';

export default defineLineBox('line-registry', LineRegistryStatus);
