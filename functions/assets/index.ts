import { resortsResource, vesselsResource } from '../../shared/api/assets';
import { resorts, vessels } from '../data/assets';
import { resourceHandler } from '../lib/http';
import { resourceActions } from '../lib/resource-engine';

/** Resorts and vessels. */
export const handler = resourceHandler('assets', [
  ...resourceActions(resortsResource, resorts, { idPrefix: 'rs' }),
  ...resourceActions(vesselsResource, vessels, { idPrefix: 'vs' }),
]);
