/**
 * STUB (bookweb): the widget slice's public settings (h-widget `shared/api/widgets.ts` ZPublicWidget, GET
 * /api/widget/{slug}), copied as a type because that branch is not merged here. Once merged, this file becomes
 * `export type { PublicWidget } from '../../../../shared/api/widgets';`.
 */
export interface PublicWidget {
  slug: string;
  name: string;
  kind: 'resort' | 'vessel' | 'tours';
  resort?: string;
  vessel?: string;
  tours: string[];
  language: 'auto' | 'de' | 'en';
  primaryColor: string;
  backgroundColor: string;
  logoUrl?: string;
}
