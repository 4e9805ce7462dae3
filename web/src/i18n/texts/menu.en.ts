import { enRouteLabels } from '../../../../shared/i18n/labels-routes.en';

/** The English names of the signed-in routes (the drawer, the start page's links, the titles): loaded with every signed-in route (web/src/i18n/dictionary.ts). */
export const texts = {
  ...enRouteLabels,
};
