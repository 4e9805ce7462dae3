/** The widget's public settings (GET /api/widget/{slug}), as the booking flow inside the widget takes them. */
export type { PublicWidget } from '../../../../shared/api/widgets';
