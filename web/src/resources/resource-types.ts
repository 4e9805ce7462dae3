import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { FilterField } from '../../../shared/api/list-query';
import type { StoredAttributes } from '../../../shared/api/resource';
import type { Language } from '../../../shared/constants';
import type { MessageKey, Translate } from '../../../shared/i18n/core';

/**
 * A text of the interface: a key of the dictionaries (shared/i18n/labels.en.ts for the resource
 * screens), shown with the one translation function `t`; a key missing in a language does not compile.
 */
export type Label = MessageKey;

/** An entity as a list or a form holds it: the schema's fields plus the stored attributes. */
export type Entity = Record<string, unknown> & StoredAttributes;

type IdParams = z.ZodType<{ id: string }>;
/** A form's payload: built field by field from the schema, checked by the server's body schema. */
type FormBody = z.ZodType<Record<string, unknown>>;

/** The endpoints of a definition (shared/api/resource.ts `defineResource`), with their inputs typed. */
export interface ResourceEndpoints<T extends Entity = Entity> {
  list: Endpoint<{ query: z.ZodType }, z.ZodType<ListAnswer<T>>>;
  listCSV: Endpoint;
  get: Endpoint<{ params: IdParams }, z.ZodType<T>>;
  remove: Endpoint<{ params: IdParams; query: z.ZodType }>;
  update: Endpoint<{ params: IdParams; body: FormBody }, z.ZodType<T>>;
  create: Endpoint<{ body: FormBody }, z.ZodType<T>>;
  copy: Endpoint<{ params: IdParams }, z.ZodType<T>>;
}

/**
 * What the web needs of a resource definition (shared/api/resource.ts). Structural, so every
 * definition fits whatever its schema: the definitions' callbacks take their own entity type. `T` is the
 * item the endpoints answer (the definition's fields plus the stored attributes), inferred from a definition.
 */
export interface WebResource<T extends Entity = Entity> {
  name: string;
  schema: z.ZodObject;
  sortNames: readonly string[];
  filters: Readonly<Record<string, FilterField>>;
  scopes: Readonly<Record<'read' | 'create' | 'update' | 'delete', readonly string[]>>;
  writeOnly?: readonly string[];
  self?: Readonly<{ scope: string; field: 'agencyId' | 'customerId'; locked: readonly string[] }>;
  title: (item: never) => string;
  endpoints: Readonly<ResourceEndpoints<T>>;
}

/**
 * A resource's item as its endpoints answer it, typed from the contract: the definition's schema
 * plus the stored attributes (`ItemOf<typeof customersResource>` is a stored Customer). The answers
 * are parsed with the definition's `item` schema (callEndpoint), which is exactly this shape.
 */
export type ItemOf<R extends WebResource> = z.infer<R['schema']> & StoredAttributes;

/** A list page (shared/api/list-query.ts listAnswerSchema): `total` where a counter answers it, else `more`. */
export interface ListAnswer<T extends Entity = Entity> {
  data: T[];
  total?: number;
  more?: boolean;
  page: number;
  size: number;
}

export interface CellContext {
  lang: Language;
  t: Translate;
  /** The tenant's time zone: dates are shown there (spec 1 section 9). */
  timezone: string;
}

/** A built-in way to show a value in a cell. */
export type CellFormat = 'text' | 'date' | 'dateTime' | 'boolean' | 'enum' | 'number' | 'percent' | 'money' | 'list' | 'color';

export interface ColumnConfig<T = Entity> {
  /** The field path shown (its label comes from the labels), or a name of a computed column. */
  key: string;
  label?: Label;
  /** One of the definition's sortNames: only indexed orders are offered. */
  sort?: string;
  format?: CellFormat;
  /** money: the field holding the currency code of the amount (`currency` by default). */
  currencyKey?: string;
  /** A computed or decorated cell. */
  render?(item: T, ctx: CellContext): ReactNode;
  /** Relative width; 1 by default. */
  grow?: number;
  /** Pixels the column never shrinks below. */
  minWidth?: number;
}

/** Another resource a field or filter refers to by id: offered as a choice of its titles. */
export interface ResourceRef {
  resource: WebResource;
  /** Only these of the referenced resource (active ones, for example). */
  filter?: Readonly<Record<string, unknown>>;
  /** The field the value holds: `id` by default, `code` for country and currency codes. */
  valueField?: string;
  /** The entry's name in the interface language, where the definition's title has one language only. */
  title?: (item: Entity, lang: Language) => string;
  /**
   * The choices come from a read-only lookup instead of the resource's list (GET /api/settings/countries: every ISO
   * country merged with the operator's records); `resource` still says who may read them.
   */
  lookup?: { key: string; load: (lang: Language) => Promise<Entity[]> };
  /**
   * In a form, only the entries whose `field` is the form's value at `formPath` once that is chosen (a cabin's cabin
   * types of its vessel, a room's room types of its resort); list filters show them all.
   */
  sameAs?: { field: string; formPath: string };
}

export interface FormSection {
  title: Label;
  /** Field paths: a top-level field, a nested one, or an object (shown as a group). */
  fields: readonly string[];
}

/** What a field of its own (write-only secrets, an upload) gets from the form. */
export interface CustomFieldProps {
  path: string;
  label: string;
  value: unknown;
  /** The whole draft: a field may depend on others (hasSecret beside secrets). */
  draft: Readonly<Record<string, unknown>>;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  readOnly: boolean;
  /** The translated message to show, if any. */
  message?: string;
  /** Sets another field of the draft (a picked airport fills its name, city and country too). */
  setField?: (path: string, value: unknown) => void;
}

/** How a field is edited, where the schema alone does not say it well. */
export type FieldWidget = 'input' | 'textarea' | 'color' | 'password' | 'secrets' | 'html';

export interface ResourceRoutes {
  list: string;
  create?: string;
  detail: (id: string) => string;
  /** A read-only view, for users who may read but not change. */
  view?: (id: string) => string;
}

/** The per-resource web configuration the generic list and form pages are driven by. */
export interface ResourceWebConfig<R extends WebResource = WebResource> {
  resource: R;
  /** Own pages for create and detail; without them the list edits in a side panel. */
  routes?: ResourceRoutes;
  columns: readonly ColumnConfig<ItemOf<R>>[];
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  /** Filter fields offered, in this order; by default every filter of the definition. */
  filters?: readonly string[];
  /**
   * Values offered for free-text fields whose schema lists none (customer types): suggestions in the
   * form (other text is still taken) and choices in the filter.
   */
  choices?: Readonly<Record<string, readonly string[]>>;
  /** Fields and filters holding another resource's id. */
  refs?: Readonly<Record<string, ResourceRef>>;
  /** Field labels by path; the common labels (name, active, ...) need not be repeated. */
  labels: Readonly<Record<string, Label>>;
  /** Readable names of enum values, by field path. */
  enumLabels?: Readonly<Record<string, Readonly<Record<string, Label>>>>;
  sections?: readonly FormSection[];
  /** Kept as loaded and sent back, never shown: fields the server owns. */
  hidden?: readonly string[];
  /** Shown but not editable. */
  readOnlyFields?: readonly string[];
  widgets?: Readonly<Record<string, FieldWidget>>;
  /** Hints under fields (formats, what a value means). */
  hints?: Readonly<Record<string, Label>>;
  /** Fields with an editor of their own. */
  custom?: Readonly<Record<string, (props: CustomFieldProps) => ReactNode>>;
  /**
   * A filter the list always applies, over whatever the user filters (a resort's rooms are the rooms of type
   * Room): two configurations can show parts of one resource.
   */
  fixedFilter?: Readonly<Record<string, unknown>>;
  /** Values a new entity starts with, over the schema's defaults (type Cabin for the cabin screens). */
  defaults?: Readonly<Record<string, unknown>>;
}

/** What a form needs of a configuration (settings pages pass these without a resource). */
export type FormConfig = Pick<
  ResourceWebConfig,
  'labels' | 'enumLabels' | 'sections' | 'hidden' | 'readOnlyFields' | 'widgets' | 'hints' | 'refs' | 'choices' | 'custom'
>;
