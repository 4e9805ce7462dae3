import * as z from 'zod';
import { endpoint } from './endpoint';
import { ZId } from './resource';
import { LANGUAGES } from '../constants';
import { TEMPLATE_CONTEXTS, TEMPLATE_KINDS } from '../domain/mail/mail-template';
import { ZAgencyLink, ZAgencyLinkInput, ZSystemName } from '../domain/agency/agency-group';

const tags = ['agencies'];
const read = ['agencies.read'] as const;
const write = ['agencies.update'] as const;
const link = z.object({ agency: ZId, system: ZSystemName });

export const ZAgencyContact = z.object({
  agencyId: z.string(),
  agencyName: z.string(),
  /** main: the agency's own contact; user: a sign-in of the agency. */
  role: z.enum(['main', 'user']),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const agencyExtraEndpoints = {
  templates: endpoint({
    id: 'agencies.templates',
    method: 'GET',
    path: '/api/agencies/templates',
    resource: 'agencies',
    scopes: read,
    tags,
    summary: 'Active templates an agency can be printed or mailed with (context agency or general)',
    input: {},
    output: z.object({
      data: z.array(
        z.object({ id: z.string(), name: z.string(), kind: z.enum(TEMPLATE_KINDS), context: z.enum(TEMPLATE_CONTEXTS), description: z.string().optional() }),
      ),
    }),
  }),
  contacts: endpoint({
    id: 'agencies.contacts',
    method: 'GET',
    path: '/api/agencies/contacts',
    resource: 'agencies',
    scopes: read,
    tags,
    summary: "Contacts of agencies: each agency's main contact and its sign-ins, by agency name; search narrows",
    input: { query: z.strictObject({ search: z.string().trim().max(200).optional(), agencyId: ZId.optional() }) },
    output: z.object({ data: z.array(ZAgencyContact) }),
  }),
  credits: endpoint({
    id: 'agencies.credits',
    method: 'GET',
    path: '/api/agencies/credits',
    resource: 'agencies',
    scopes: read,
    tags,
    summary: 'Credit balances of agencies per currency (money on account); zero balances are left out unless all=true',
    input: { query: z.strictObject({ agencyId: ZId.optional(), all: z.enum(['true', 'false']).optional() }) },
    output: z.object({
      data: z.array(z.object({ agencyId: z.string(), agencyName: z.string(), currency: z.string(), balance: z.number(), updatedAt: z.string() })),
    }),
  }),
  print: endpoint({
    id: 'agencies.print',
    method: 'GET',
    path: '/api/agencies/{agency}/print/{template}',
    resource: 'agencies',
    scopes: read,
    tags,
    summary: 'The agency as an HTML document rendered from a template ({{agency.name}}, {{company.name}}, {{today}}, ...)',
    input: { params: z.object({ agency: ZId, template: ZId }), query: z.strictObject({ lang: z.enum(LANGUAGES).optional() }) },
    output: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
  linkGet: endpoint({
    id: 'agencies.linkGet',
    method: 'GET',
    path: '/api/agencies/{agency}/link/{system}',
    resource: 'agencies',
    scopes: read,
    tags,
    summary: "The agency's identity in an external system (404 when not linked)",
    input: { params: link },
    output: ZAgencyLink,
  }),
  linkSet: endpoint({
    id: 'agencies.linkSet',
    method: 'POST',
    path: '/api/agencies/{agency}/link/{system}',
    resource: 'agencies',
    scopes: write,
    tags,
    summary: 'Link the agency to an external system (replaces an earlier link to the same system)',
    input: { params: link, body: ZAgencyLinkInput },
    output: ZAgencyLink,
  }),
  linkRemove: endpoint({
    id: 'agencies.linkRemove',
    method: 'DELETE',
    path: '/api/agencies/{agency}/link/{system}',
    resource: 'agencies',
    scopes: write,
    tags,
    summary: 'Remove the link to an external system',
    input: { params: link },
    output: z.object({ success: z.literal(true) }),
  }),
};
