import type { enWidgetPageLabels } from './labels-widget-page.en';

/** German texts of the widget's page (issue 25); see ./labels-widget-page.en. */
export const deWidgetPageLabels: Record<keyof typeof enWidgetPageLabels, string> = {
  'widgetPage.loading': 'Die Buchung wird geladen …',
  'widgetPage.notFoundTitle': 'Dieses Buchungs-Widget ist nicht verfügbar',
  'widgetPage.notFoundText': 'Bitte wenden Sie sich zum Buchen an den Anbieter.',
  'widgetPage.errorTitle': 'Die Buchung konnte nicht geladen werden',
  'widgetPage.errorText': 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'widgetPage.retry': 'Erneut versuchen',
  'widgetPage.logo': 'Logo von {name}',
  'widgetPage.bookTitle': 'Buchen bei {name}',
};
