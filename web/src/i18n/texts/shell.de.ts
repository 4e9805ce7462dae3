import { deAppLabels } from '../../../../shared/i18n/labels-app.de';
import { deAccountLabels } from '../../../../shared/i18n/labels-account.de';
import { deErrorLabels } from '../../../../shared/i18n/labels-errors.de';
import { deValidationLabels } from '../../../../shared/i18n/labels-validation.de';
import { dePublicRouteLabels } from '../../../../shared/i18n/labels-routes-public.de';

/** The German texts of the shell (header, errors and validation messages, the public pages' titles) and the sign-in, registration, password and verification pages: loaded before the first render (web/src/i18n/dictionary.ts). */
export const texts = {
  ...deAppLabels,
  ...deAccountLabels,
  ...deErrorLabels,
  ...deValidationLabels,
  ...dePublicRouteLabels,
};
