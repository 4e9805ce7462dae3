import { agenciesResource } from '../../../shared/api/agencies';
import { agencies } from '../../data/agencies';
import { resourceHandler } from '../../lib/http';
import { resourceActions } from '../../lib/resource-engine';
import { agencyOptions } from './agencies';
import { contactActions } from './contacts';
import { agencyFilterActions } from './filters';
import { agencyGroupActions } from './groups';
import { linkActions } from './links';
import { templateActions } from './templates';

/** Agencies, agency groups and saved agency filters. */
export const handler = resourceHandler('agencies', [
  ...resourceActions(agenciesResource, agencies, agencyOptions),
  ...templateActions,
  ...contactActions,
  ...linkActions,
  ...agencyGroupActions,
  ...agencyFilterActions,
]);
