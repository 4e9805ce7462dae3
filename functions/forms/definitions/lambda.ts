import { resourceHandler } from '../../lib/http';
import { formConstantActions } from './constants';
import { formDefinitionActions } from './definitions';

/** Guest form definitions (issue 24): the resource at /api/form with its versions, the constants and the field types. */
export const handler = resourceHandler('forms', [...formDefinitionActions, ...formConstantActions]);
