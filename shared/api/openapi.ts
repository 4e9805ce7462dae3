import * as z from 'zod';
import type { Endpoint } from './endpoint';
import { ZApiError } from './errors';
import { type JsonSchema, SchemaComponents } from './openapi-schemas';

function parametersOf(components: SchemaComponents, schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = components.convert(schema, 'input');
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

/**
 * An OpenAPI 3.1 document generated from the contract; JSON Schema 2020-12 is OpenAPI 3.1's dialect. Reusable and
 * recursive schemas are components (see SchemaComponents), so every `$ref` resolves within the document.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }) {
  const components = new SchemaComponents();
  components.add('Error', components.convert(ZApiError, 'output'));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const ok = e.produces
      ? { description: 'OK', content: { [e.produces]: { schema: { type: 'string' } } } }
      : { description: 'OK', content: { 'application/json': { schema: components.convert(e.output, 'output') } } };
    const errorRef = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    paths[e.path] ??= {};
    paths[e.path]![e.method.toLowerCase()] = {
      operationId: e.id,
      summary: e.summary,
      tags: e.tags ?? [e.resource],
      'x-scopes': e.scopes,
      security: e.public ? [] : [{ bearer: [] }],
      parameters: [
        ...parametersOf(components, e.input.params, 'path'),
        ...parametersOf(components, e.input.query, 'query'),
        ...(e.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', maxLength: 255 },
                description: 'A repeat with the same key and request answers the first answer without doing the work again',
              },
            ]
          : []),
      ],
      ...(e.input.body ? { requestBody: { required: true, content: { 'application/json': { schema: components.convert(e.input.body, 'input') } } } } : {}),
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
      schemas: components.schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
