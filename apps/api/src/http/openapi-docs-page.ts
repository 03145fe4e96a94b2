/**
 * A self-contained, readable page for the OpenAPI document: no scripts, no CDN, so it works on a
 * closed network and under a strict Content-Security-Policy.
 */
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type DocumentLike = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, unknown> | undefined>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderDocsPage(document: DocumentLike): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const list = groups.get(tag) ?? [];
      list.push(renderOperation(method, path, operation));
      groups.set(tag, list);
    }
  }
  const sections = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<section><h2>${escapeHtml(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Veil</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2a2e;background:#f6f8f8}
main{max-width:960px;margin:0 auto;padding:24px 16px}h1{color:#0b5e5e}
details{background:#fff;border:1px solid #dde3e3;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace}.m{display:inline-block;min-width:64px;font-weight:700;color:#0b5e5e}
pre{overflow:auto;background:#f1f4f4;padding:8px;border-radius:6px;font-size:12px}
</style></head><body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a></p>
${sections}</main></body></html>`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parts: string[] = [];
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  if (operation.parameters?.length) parts.push(block('Parameters', operation.parameters));
  if (operation.requestBody) parts.push(block('Request body', operation.requestBody));
  if (operation.responses) parts.push(block('Responses', operation.responses));
  return `<details><summary><span class="m">${method.toUpperCase()}</span> /api${escapeHtml(path)} — ${escapeHtml(
    operation.summary ?? '',
  )}</summary>${parts.join('')}</details>`;
}

function block(title: string, value: unknown): string {
  return `<h4>${title}</h4><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
