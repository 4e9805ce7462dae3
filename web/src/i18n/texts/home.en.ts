import { enTodoDefaultLabels } from '../../../../shared/i18n/labels-todo-defaults.en';
import { enBookingExtrasLabels } from '../../../../shared/i18n/labels-booking-extras.en';
import { enHomeLabels } from '../../../../shared/i18n/labels-home.en';

/** The English texts of the start page (with the operations texts of its end-of-day panel and the default to-dos of its to-do tile): loaded with its route and with every other screen's (web/src/i18n/dictionary.ts). */
export const texts = {
  ...enHomeLabels,
  ...enBookingExtrasLabels,
  ...enTodoDefaultLabels,
};
