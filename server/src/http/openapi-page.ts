// A small, self-contained page to read /api/openapi.json (no CDN: nothing is fetched from the internet). Its script
// is a file of its own (/api/docs.js): the CSP allows scripts from our origin only, never inline ones.
export const openApiPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rove API</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem 1.5rem; color: #1d1d1f; }
  h1 { margin-bottom: 0; } .op { border: 1px solid #ccc; border-radius: 6px; margin: .75rem 0; }
  summary { cursor: pointer; padding: .5rem .75rem; } summary:focus-visible { outline: 3px solid #0b57d0; }
  .m { display: inline-block; min-width: 4.5em; font-weight: 700; } .get { color: #0a5c2b; } .post { color: #8a4b00; }
  .put { color: #00519e; } .delete { color: #a1161a; } pre { background: #f5f5f7; padding: .75rem; overflow: auto; margin: 0 .75rem .75rem; }
  code { font-family: ui-monospace, monospace; }
</style>
</head>
<body>
<main>
<h1>Rove API</h1>
<p>Generated from the server's zod schemas: <a href="/api/openapi.json">/api/openapi.json</a></p>
<div id="ops" aria-live="polite">Loading…</div>
</main>
<script type="module" src="/api/docs.js"></script>
</body>
</html>`;

/** The docs page's script: lists every operation of /api/openapi.json. */
export const openApiPageScript = `const doc = await (await fetch('/api/openapi.json')).json();
const ops = document.getElementById('ops');
ops.textContent = '';
for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) {
    const d = document.createElement('details'); d.className = 'op';
    const s = document.createElement('summary');
    const m = document.createElement('span'); m.className = 'm ' + method; m.textContent = method.toUpperCase();
    const p = document.createElement('code'); p.textContent = path;
    s.append(m, p, document.createTextNode(op.summary ? ' ' + op.summary : ''));
    const pre = document.createElement('pre'); pre.textContent = JSON.stringify(op, null, 2);
    d.append(s, pre); ops.append(d);
  }
}
`;
