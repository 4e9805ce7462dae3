/**
 * The sales area's face (docs/decisions/widget.md): the online channel's widgets and their statistics. Other areas
 * and the consumers import only this file.
 */
export { widgetSlugOwner, activeWidgetBySlug } from '../data/widgets';
export { countWidgetBooking, countWidgetEvent } from './widgets/count';
export { widgetFrameAncestors } from './widgets/frame-ancestors';
