import { deTodoDefaultLabels } from '../../../../shared/i18n/labels-todo-defaults.de';
import { deBookingExtrasLabels } from '../../../../shared/i18n/labels-booking-extras.de';
import { deHomeLabels } from '../../../../shared/i18n/labels-home.de';

/** The German texts of the start page (with the operations texts of its end-of-day panel and the default to-dos of its to-do tile): loaded with its route and with every other screen's (web/src/i18n/dictionary.ts). */
export const texts = {
  ...deHomeLabels,
  ...deBookingExtrasLabels,
  ...deTodoDefaultLabels,
};
