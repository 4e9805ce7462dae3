/**
 * The API reference for people: a self-contained page (no CDN) that reads /api/openapi.json and lists
 * every endpoint with its scopes, parameters and schemas.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>
  :root { --brand: #25476a; font-family: system-ui, sans-serif; color: #1b1b1b; }
  body { margin: 0; }
  header { background: var(--brand); color: #fff; padding: 16px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  main { padding: 16px 24px; max-width: 1100px; }
  input { width: 100%; padding: 8px; font-size: 14px; margin-bottom: 16px; box-sizing: border-box; }
  section h2 { font-size: 16px; border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 24px; }
  details { border: 1px solid #ddd; border-radius: 4px; margin: 6px 0; }
  summary { padding: 8px; cursor: pointer; display: flex; gap: 12px; align-items: baseline; }
  .m { font-weight: 700; width: 64px; display: inline-block; }
  .GET { color: #0b6a0b; } .POST { color: #8a5a00; } .PUT { color: #00569e; } .DELETE { color: #a4262c; } .HEAD { color: #555; }
  code { font-family: ui-monospace, monospace; }
  .scopes { color: #555; font-size: 12px; margin-left: auto; }
  pre { background: #f5f5f5; padding: 8px; margin: 0 8px 8px; overflow: auto; font-size: 12px; }
  .body { padding: 0 8px 8px; }
</style>
</head>
<body>
<header><h1 id="title">API reference</h1></header>
<main>
  <label for="filter">Filter endpoints</label>
  <input id="filter" type="search" placeholder="path, scope or summary">
  <div id="list" aria-live="polite">Loading…</div>
</main>
<script>
(async () => {
  const doc = await (await fetch('/api/openapi.json')).json();
  document.getElementById('title').textContent = doc.info.title + ' ' + doc.info.version;
  const ops = [];
  for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) ops.push({ path, method: method.toUpperCase(), op });
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const render = (term) => {
    const byTag = {};
    for (const o of ops) {
      const text = (o.path + ' ' + o.op.summary + ' ' + o.op['x-scopes'].join(' ')).toLowerCase();
      if (term && !text.includes(term)) continue;
      (byTag[o.op.tags[0]] ??= []).push(o);
    }
    document.getElementById('list').innerHTML = Object.entries(byTag).map(([tag, list]) => '<section><h2>' + esc(tag) + '</h2>' + list.map((o) =>
      '<details><summary><span class="m ' + o.method + '">' + o.method + '</span><code>' + esc(o.path) + '</code><span>' + esc(o.op.summary) + '</span><span class="scopes">' +
      (o.op['x-scopes'].length ? 'scopes: ' + esc(o.op['x-scopes'].join(' | ')) : 'public') + '</span></summary>' +
      (o.op.parameters.length ? '<div class="body"><b>Parameters</b></div><pre>' + esc(JSON.stringify(o.op.parameters, null, 2)) + '</pre>' : '') +
      (o.op.requestBody ? '<div class="body"><b>Request body</b></div><pre>' + esc(JSON.stringify(o.op.requestBody.content['application/json'].schema, null, 2)) + '</pre>' : '') +
      '<div class="body"><b>Answer</b></div><pre>' + esc(JSON.stringify(Object.values(o.op.responses['200'].content)[0].schema, null, 2)) + '</pre></details>').join('') + '</section>').join('') || '<p>No endpoint matches.</p>';
  };
  render('');
  document.getElementById('filter').addEventListener('input', (e) => render(e.target.value.toLowerCase().trim()));
})();
</script>
</body>
</html>`;
