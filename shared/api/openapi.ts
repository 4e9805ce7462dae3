import * as z from 'zod';
import type { Endpoint } from './endpoint';
import { ZApiError } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(type, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' ? true : required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

/** An OpenAPI 3.1 document generated from the contract; JSON Schema 2020-12 is OpenAPI 3.1's dialect. */
export function openApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const ok = e.produces
      ? { description: 'OK', content: { [e.produces]: { schema: { type: 'string' } } } }
      : { description: 'OK', content: { 'application/json': { schema: schemaOf(e.output, 'output') } } };
    const errorRef = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = {
      operationId: e.id,
      summary: e.summary,
      tags: e.tags ?? [e.resource],
      'x-scopes': e.scopes,
      security: e.public ? [] : [{ bearer: [] }],
      parameters: [
        ...parametersOf(e.input.params, 'path'),
        ...parametersOf(e.input.query, 'query'),
        ...(e.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'A repeat with the same key and request answers the first answer without doing the work again' }] : []),
      ],
      ...(e.input.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(e.input.body, 'input') } } } } : {}),
      responses: { '200': ok, '400': errorRef, ...(e.public ? {} : { '401': errorRef, '403': errorRef }), default: errorRef },
    };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'The platform API. Every failing call answers the Error shape.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: schemaOf(ZApiError, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
