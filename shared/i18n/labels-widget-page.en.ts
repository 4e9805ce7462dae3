/**
 * English texts of the widget's page (issue 25: /widget/:slug in the guest entry, web/src/guest/widget/). Merged into
 * ./en; on the web in the `screens` area; the widget page loads them alone (web/src/guest/widget/widget-texts.ts).
 */
export const enWidgetPageLabels = {
  'widgetPage.loading': 'Loading the booking …',
  'widgetPage.notFoundTitle': 'This booking widget is not available',
  'widgetPage.notFoundText': 'Please contact the operator to book.',
  'widgetPage.errorTitle': 'The booking could not be loaded',
  'widgetPage.errorText': 'Please check your connection and try again.',
  'widgetPage.retry': 'Try again',
  'widgetPage.logo': 'Logo of {name}',
  'widgetPage.bookTitle': 'Book with {name}',
} as const;
