import * as z from 'zod';
import { endpoint } from './endpoint';
import { defineResource, ZId, ZStored } from './resource';
import {
  ASKED_PER,
  CONDITION_OPS,
  DATE_UNITS,
  DISPLAY_ONLY_TYPES,
  FORM_BLOCK_TYPES,
  FORM_FIELD_TYPES,
  FORM_FLAGS,
  FORM_PURPOSES,
  GUEST_FORM_FIELD_TYPES,
  RELATIVE_DATE_BASES,
  TEXT_PATTERNS,
  ZFormDefinition,
} from '../domain/forms/form-definition';

/**
 * Guest form definitions (issue 24; docs/decisions/forms.md). Spec 1: the definitions screen `/formdef` needs
 * `formdef.update`, the filled forms `/form` need `forms.read`, both behind the feature `forms`. The definitions are
 * the generic resource at `/api/form` (spec 2 names `/api/form` with byToken, constants and qrcode beside it); every
 * saved change is a new version (the resource's `version`), and each version's snapshot stays readable.
 */
const read = ['forms.read', 'formdef.update'] as const;
const write = ['formdef.update'] as const;

export const formDefinitionsResource = defineResource({
  name: 'form',
  owner: 'forms',
  entityType: 'FORMDEF',
  schema: ZFormDefinition,
  scopes: { read, create: write, update: write, delete: write },
  sorts: { name: (f) => f.name.toLowerCase(), purpose: (f) => `${f.purpose} ${f.name.toLowerCase()}`, updatedAt: (f) => f.updatedAt },
  searchText: (f) => `${f.name} ${Object.values(f.title).join(' ')}`,
  filters: {
    purpose: { type: 'string', values: FORM_PURPOSES, label: 'purpose' },
    askedPer: { type: 'string', values: ASKED_PER, label: 'askedPer' },
    active: { type: 'boolean', label: 'active' },
  },
  csv: [
    { key: 'id', header: 'id', value: (f) => f.id },
    { key: 'name', header: 'name', value: (f) => f.name },
    { key: 'purpose', header: 'purpose', value: (f) => f.purpose },
    { key: 'askedPer', header: 'asked_per', value: (f) => f.askedPer },
    { key: 'version', header: 'version', value: (f) => f.version },
    { key: 'active', header: 'active', value: (f) => f.active },
  ],
  copy: (f) => ({ ...f, name: `${f.name} (copy)` }),
  title: (f) => f.name,
  sample: (n) => ({
    name: `Guest registration ${n}`,
    purpose: 'registration' as const,
    title: { en: 'Guest registration', de: 'Gästeregistrierung' },
    sections: [
      {
        id: 'person',
        title: { en: 'About you', de: 'Über dich' },
        fields: [
          { id: 'firstName', type: 'QuestionShort' as const, label: { en: 'First name', de: 'Vorname' }, required: true },
          { id: 'birthday', type: 'Date' as const, label: { en: 'Date of birth', de: 'Geburtsdatum' } },
        ],
      },
    ],
  }),
});

/** One version of a definition as it was saved (a filled form is shown and checked on its own version). */
export const ZFormDefinitionVersion = ZFormDefinition.extend(ZStored.shape);
export type FormDefinitionVersion = z.infer<typeof ZFormDefinitionVersion>;

export const ZFormConstants = z.object({
  /** Spec 2's 15 guest form field types, then the dive operator's blocks. */
  fieldTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  guestFormTypes: z.array(z.enum(GUEST_FORM_FIELD_TYPES)),
  blockTypes: z.array(z.enum(FORM_BLOCK_TYPES)),
  /** Types that show something and ask nothing. */
  displayOnlyTypes: z.array(z.enum(DISPLAY_ONLY_TYPES)),
  purposes: z.array(z.enum(FORM_PURPOSES)),
  askedPer: z.array(z.enum(ASKED_PER)),
  conditionOps: z.array(z.enum(CONDITION_OPS)),
  flags: z.array(z.enum(FORM_FLAGS)),
  relativeDateBases: z.array(z.enum(RELATIVE_DATE_BASES)),
  dateUnits: z.array(z.enum(DATE_UNITS)),
  textPatterns: z.array(z.enum(TEXT_PATTERNS)),
  /** The tenant's upload limit for guest forms (spec 2 maxGuestFormFileSizeinKb, default 256). */
  maxGuestFormFileSizeinKb: z.number().int().positive(),
});
export type FormConstants = z.infer<typeof ZFormConstants>;

export const formEndpoints = {
  constants: endpoint({
    id: 'form.constants',
    method: 'GET',
    path: '/api/form/constants',
    resource: 'forms',
    scopes: read,
    tags: ['form'],
    summary: 'What a guest form definition may use: field types, blocks, purposes, condition operators, flags, date rules, the upload limit',
    input: {},
    output: ZFormConstants,
  }),
  version: endpoint({
    id: 'form.version',
    method: 'GET',
    path: '/api/form/{id}/versions/{version}',
    resource: 'forms',
    scopes: read,
    tags: ['form'],
    summary: 'One saved version of a definition, as it was (the version a filled form was answered on)',
    input: { params: z.object({ id: ZId, version: z.coerce.number().int().min(1) }) },
    output: ZFormDefinitionVersion,
  }),
  types: endpoint({
    id: 'guestform.types',
    method: 'GET',
    path: '/api/guestform/types',
    resource: 'forms',
    scopes: read,
    tags: ['guestform'],
    summary: "Spec 2's guest form field types and the blocks, each with whether it asks for an answer",
    input: {},
    output: z.object({ data: z.array(z.object({ type: z.enum(FORM_FIELD_TYPES), asks: z.boolean(), block: z.boolean() })) }),
  }),
};
