/**
 * The one placeholder language of every text the product sends or prints (docs/decisions/messaging.md): operator mail
 * and print templates, and the built-in mails, whose texts are dictionary entries in the same language.
 *
 * - `{{customer.firstName}}`: a value from the data; HTML-escaped in HTML bodies, newlines folded in one-line texts
 *   (subjects); a path without a value renders empty and is reported in `missing`.
 * - `{{#each booking.lines}}…{{/each}}`: the part once per item of a list, its placeholders read from the item first,
 *   then from the whole data; a path that is no list renders nothing and is reported missing.
 * - `{{#if customer.firstName}}…{{else}}…{{/if}}`: the first part when the value is there (not missing, not empty
 *   text, not `false`, not an empty list; a zero is a value), else the `{{else}}` part, which may be left out. So a
 *   greeting never reads "Dear ," for a guest without a name. The condition is never reported missing.
 *
 * Blocks nest. A tag that opens no block or closes none, or a block left open, is printed as written. Values are
 * inserted once: a value that looks like a tag stays text.
 */

const PATH = '[A-Za-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*';
const TAG = new RegExp(`\\{\\{\\s*(?:#(each|if)\\s+(${PATH})|(else)|/(each|if)|(${PATH}))\\s*\\}\\}`, 'g');
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${PATH})\\s*\\}\\}`, 'g');

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string }
  | { kind: 'each'; path: string; body: Node[] }
  | { kind: 'if'; path: string; then: Node[]; otherwise: Node[] };

interface Open {
  kind: 'each' | 'if';
  path: string;
  tag: string;
  then: Node[];
  otherwise?: { tag: string; nodes: Node[] };
}

/** How a text is written: `html` escapes values (bodies); otherwise `lines` keeps a value's line breaks (plain-text bodies) or folds them (subjects). */
export interface RenderOptions {
  html: boolean;
  lines?: boolean;
}

function parse(text: string): Node[] {
  const root: Node[] = [];
  const stack: Open[] = [];
  const target = (): Node[] => {
    const top = stack.at(-1);
    return top ? (top.otherwise?.nodes ?? top.then) : root;
  };
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > at) target().push({ kind: 'text', text: text.slice(at, m.index) });
    at = m.index + m[0].length;
    const [tag, open, openPath, otherwise, close, path] = m;
    const top = stack.at(-1);
    if (open) stack.push({ kind: open as Open['kind'], path: openPath!, tag, then: [] });
    else if (path) target().push({ kind: 'value', path });
    else if (otherwise && top?.kind === 'if' && !top.otherwise) top.otherwise = { tag, nodes: [] };
    else if (close && top?.kind === close) {
      stack.pop();
      target().push(
        top.kind === 'each'
          ? { kind: 'each', path: top.path, body: top.then }
          : { kind: 'if', path: top.path, then: top.then, otherwise: top.otherwise?.nodes ?? [] },
      );
    } else target().push({ kind: 'text', text: tag });
  }
  if (at < text.length) target().push({ kind: 'text', text: text.slice(at) });
  // A block left open: its tags are printed as written, its content as parsed.
  while (stack.length > 0) {
    const open = stack.pop()!;
    const flat: Node[] = [{ kind: 'text', text: open.tag }, ...open.then];
    if (open.otherwise) flat.push({ kind: 'text', text: open.otherwise.tag }, ...open.otherwise.nodes);
    target().push(...flat);
  }
  return root;
}

function lookup(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A path read from the innermost scope that has it. */
function lookupIn(scopes: unknown[], path: string): unknown {
  for (const scope of scopes) {
    const value = lookup(scope, path);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Whether an `{{#if}}` takes its first part. */
function present(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function write(nodes: Node[], scopes: unknown[], opts: RenderOptions, missing: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'if') out += write(present(lookupIn(scopes, node.path)) ? node.then : node.otherwise, scopes, opts, missing);
    else if (node.kind === 'each') {
      const list = lookupIn(scopes, node.path);
      if (Array.isArray(list)) for (const item of list) out += write(node.body, [item, ...scopes], opts, missing);
      else missing.add(node.path);
    } else {
      const value = lookupIn(scopes, node.path);
      if (value === undefined || value === null || typeof value === 'object') {
        missing.add(node.path);
        continue;
      }
      const plain = String(value);
      out += opts.html ? escapeHtml(plain) : opts.lines ? plain : plain.replace(/[\r\n]+/g, ' ');
    }
  }
  return out;
}

/** Fills a text's placeholders, sections and conditions from `data`; `missing` names the paths that had no value. */
export function renderTemplate(text: string, data: unknown, opts: RenderOptions): { text: string; missing: string[] } {
  const missing = new Set<string>();
  const out = write(parse(text), [data], opts, missing);
  return { text: out, missing: [...missing] };
}

/** The placeholders a text uses, once each, in order of appearance (not the paths of its sections and conditions). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}
