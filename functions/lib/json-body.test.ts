import { describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH, parseJsonBody } from './json-body';

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(jsonDepth('["\\\\",[[]]]')).toBe(3);
  });

  it('scans 200,000 opening brackets without recursion and stops early past the limit', () => {
    expect(jsonDepth('['.repeat(200_000))).toBe(200_000);
    expect(jsonDepth('['.repeat(200_000), 32)).toBe(33);
  });
});

describe('parseJsonBody', () => {
  const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more with 400 JSON_TOO_DEEP`, () => {
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(expect.objectContaining({ statusCode: 400, message: 'JSON_TOO_DEEP' }));
  });

  it('refuses malformed JSON with 400 INVALID_JSON', () => {
    expect(() => parseJsonBody('{"a":')).toThrow(expect.objectContaining({ statusCode: 400, message: 'INVALID_JSON' }));
  });
});
