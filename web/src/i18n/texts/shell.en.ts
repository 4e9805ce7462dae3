import { enAppLabels } from '../../../../shared/i18n/labels-app.en';
import { enAccountLabels } from '../../../../shared/i18n/labels-account.en';
import { enErrorLabels } from '../../../../shared/i18n/labels-errors.en';
import { enValidationLabels } from '../../../../shared/i18n/labels-validation.en';
import { enRouteLabels } from '../../../../shared/i18n/labels-routes.en';

/** The English texts of the shell (header, drawer, titles, errors and validation messages) and the sign-in, registration, password and verification pages: loaded before the first render (web/src/i18n/dictionary.ts). */
export const texts = {
  ...enAppLabels,
  ...enAccountLabels,
  ...enErrorLabels,
  ...enValidationLabels,
  ...enRouteLabels,
};
