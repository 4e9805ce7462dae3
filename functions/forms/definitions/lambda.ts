import { resourceHandler } from '../../lib/http';
import { formConstantActions } from './constants';
import { formDefinitionActions } from './definitions';
import { guestFormActions } from '../guest/actions';
import { guestPublicActions } from '../guest/public-actions';

/**
 * Guest forms (issue 24): the definitions at /api/form with their versions, the constants and the field types; the
 * booking's forms, guest links and answers at /api/guestform, with the guest's public calls (the token authorises).
 */
export const handler = resourceHandler('forms', [...formDefinitionActions, ...formConstantActions, ...guestFormActions, ...guestPublicActions]);
