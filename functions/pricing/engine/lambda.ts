import { resourceHandler } from '../../lib/http';
import { fullCharterAction } from './charter';
import { matchesAction } from './matches';
import { simulateActions } from './simulate';

/**
 * The calls that run the pricing engine (ISSUE-13): the price simulator, findPrice, a special's matches and
 * the full charter price (with the currency conversion). A Lambda
 * of its own, like the calendar's: the engine and its data loading stay out of the prices and specials bundles.
 */
export const handler = resourceHandler('pricing', [...simulateActions, matchesAction, fullCharterAction]);
