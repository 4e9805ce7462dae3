import { enAppLabels } from '../../../../shared/i18n/labels-app.en';
import { enAccountLabels } from '../../../../shared/i18n/labels-account.en';
import { enErrorLabels } from '../../../../shared/i18n/labels-errors.en';
import { enValidationLabels } from '../../../../shared/i18n/labels-validation.en';
import { enPublicRouteLabels } from '../../../../shared/i18n/labels-routes-public.en';

/** The English texts of the shell (header, errors and validation messages, the public pages' titles) and the sign-in, registration, password and verification pages: loaded before the first render (web/src/i18n/dictionary.ts). */
export const texts = {
  ...enAppLabels,
  ...enAccountLabels,
  ...enErrorLabels,
  ...enValidationLabels,
  ...enPublicRouteLabels,
};
