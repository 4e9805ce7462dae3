/** The engine's explanations in the reader's language: shared/i18n/price-lines.ts (the server words them so for guests). */
export { explain, lineText } from '../../../shared/i18n/price-lines';
