import { resourceHandler } from '../../lib/http';
import { bankActions } from './operations';

/** Banks, their entries, the imports and the Wise collect (the calls: ./operations.ts). */
export const handler = resourceHandler('banks', bankActions);
