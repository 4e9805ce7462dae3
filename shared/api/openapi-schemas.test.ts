import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaComponents } from './openapi-schemas';

type Node = { name: string; children: Node[] };
const tree = (): z.ZodType<Node> => {
  const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
  return node;
};

describe('SchemaComponents', () => {
  it('moves a recursive schema to components and points every reference there', () => {
    const components = new SchemaComponents();
    const root = components.convert(tree(), 'output');
    expect(Object.keys(components.schemas)).toHaveLength(1);
    const [name, schema] = Object.entries(components.schemas)[0]!;
    expect(root).toEqual({ $ref: `#/components/schemas/${name}` });
    expect(JSON.stringify(schema)).toContain(`"items":{"$ref":"#/components/schemas/${name}"}`);
    expect(JSON.stringify(schema)).not.toContain('$defs');
  });

  it('makes one component of equal copies of a recursive schema, whatever their place and number', () => {
    const components = new SchemaComponents();
    const a = components.convert(z.object({ root: tree() }), 'input');
    const b = components.convert(z.object({ x: tree(), y: tree().optional() }), 'input');
    const [name] = Object.keys(components.schemas);
    expect(Object.keys(components.schemas)).toEqual([name]);
    expect(a.properties).toEqual({ root: { $ref: `#/components/schemas/${name}` } });
    expect(b.properties).toEqual({ x: { $ref: `#/components/schemas/${name}` }, y: { $ref: `#/components/schemas/${name}` } });
  });

  it('keeps the id of a schema given one, and refuses two different schemas of one name', () => {
    const components = new SchemaComponents();
    const address = z.object({ city: z.string() }).meta({ id: 'TestAddress' });
    expect(components.convert(z.object({ home: address, work: address }), 'output').properties).toEqual({
      home: { $ref: '#/components/schemas/TestAddress' },
      work: { $ref: '#/components/schemas/TestAddress' },
    });
    expect(components.schemas.TestAddress).toMatchObject({ type: 'object', properties: { city: { type: 'string' } } });
    expect(() => components.add('TestAddress', { type: 'string' })).toThrow(/two different schemas are both called TestAddress/);
  });

  it('writes z.json() as JsonValue, any JSON value', () => {
    const components = new SchemaComponents();
    expect(components.convert(z.object({ v: z.json() }), 'input').properties).toEqual({ v: { $ref: '#/components/schemas/JsonValue' } });
    expect(components.schemas).toEqual({ JsonValue: { description: 'Any JSON value' } });
  });
});
