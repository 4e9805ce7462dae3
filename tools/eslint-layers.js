/**
 * ESLint rule `tidewise/layers`: the layer table of ARCHITECTURE.md ("may import"), checked on every import.
 *
 * Options: `{ root, layers: [{ from, except?, forbid, allow?, message }] }`. A file (path relative to `root`) that
 * matches a layer's `from` globs and none of its `except` globs may not import a target matching one of `forbid` unless
 * it matches one of `allow`. A relative import's target is the repository path it resolves to (`functions/data/client`,
 * without extension), so the check does not depend on how deep the importing file sits; a bare import's target is the
 * package name with its subpath (`@aws-sdk/client-s3`, `react/jsx-runtime`). Globs: `*` within one path segment, `**`
 * across segments. A file may match several layers: every matching layer applies.
 */
import path from 'node:path';

const globCache = new Map();
const toRegExp = (glob) => {
  let re = globCache.get(glob);
  if (!re) {
    const body = glob
      .split(/(\*\*\/|\*\*|\*)/)
      .map((part) => (part === '**/' ? '(?:.*/)?' : part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    re = new RegExp(`^${body}$`);
    globCache.set(glob, re);
  }
  return re;
};
const matches = (value, globs = []) => globs.some((glob) => toRegExp(glob).test(value));

/** The repository path (relative imports) or package specifier (bare imports) an import names; null when outside the repository. */
const targetOf = (source, fileDir, root) => {
  if (!source.startsWith('.') && !source.startsWith('/')) return source;
  const resolved = path.relative(root, path.resolve(fileDir, source)).split(path.sep).join('/');
  if (resolved.startsWith('..')) return null;
  return resolved.replace(/\.(?:[cm]?[jt]sx?|json)$/, '');
};

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the layer table of ARCHITECTURE.md (which folder may import which).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' } },
                except: { type: 'array', items: { type: 'string' } },
                forbid: { type: 'array', items: { type: 'string' } },
                allow: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['from', 'forbid', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: "'{{source}}' is not allowed here: {{message}}" },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const active = layers.filter((layer) => matches(file, layer.from) && !matches(file, layer.except));
    if (active.length === 0) return {};
    const fileDir = path.dirname(context.filename);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = targetOf(node.value, fileDir, root);
      if (target === null) return;
      for (const layer of active) {
        if (matches(target, layer.forbid) && !matches(target, layer.allow)) {
          context.report({ node, messageId: 'forbidden', data: { source: node.value, message: layer.message } });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export default { meta: { name: 'tidewise' }, rules: { layers: layersRule } };
