import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ulid } from 'ulid';
import { contract } from '../../shared/api/contract';
import { pathMatcher, type Endpoint, type ResourceName } from '../../shared/api/endpoint';
import { isWidgetPath, parseEmbedOrigins, securityHeadersFor } from '../../shared/security-headers';
import { isSpaRoute, spaDocumentOf } from '../../shared/spa-fallback';
import { lambdaContext } from './lambda-context';
import { serveProviderPage } from './provider-page';
import { lambdaEntry } from '../../functions/lambdas';
import { widgetFrameAncestors } from '../../functions/sales/index';

type ApiHandler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_REQUEST_BYTES = 12 * 1024 * 1024;
const CATCH_ALL_ROUTE = 'ANY /api/{proxy+}';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** API Gateway picks the most specific route: literal segments before {param}, {param} before {proxy+}. */
function specificity(path: string): number[] {
  return path.split('/').map((seg) => (seg.endsWith('+}') ? 0 : seg.startsWith('{') ? 1 : 2));
}
function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const d = (sb[i] ?? -1) - (sa[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

const matchers = [...contract].sort((a, b) => compareSpecificity(a.path, b.path)).map((e) => ({ endpoint: e, match: pathMatcher(e.path) }));

/** Which endpoint API Gateway would route the request to, as its route key and path parameters. */
export function routeRequest(
  method: string,
  rawPath: string,
): { endpoint?: Endpoint; routeKey: string; resource: ResourceName; params?: Record<string, string> } | null {
  for (const { endpoint, match } of matchers) {
    if (endpoint.method !== method) continue;
    const params = match(rawPath);
    if (params) return { endpoint, routeKey: `${endpoint.method} ${endpoint.path}`, resource: endpoint.resource, params };
  }
  if (rawPath === '/api' || rawPath.startsWith('/api/')) return { routeKey: CATCH_ALL_ROUTE, resource: 'system', params: { proxy: rawPath.slice(5) } };
  return null;
}

const handlerCache = new Map<ResourceName, Promise<ApiHandler>>();

/** The same handler module Lambda runs: its entry as its area declares it (functions/lambdas.ts). */
function handlerFor(resource: ResourceName): Promise<ApiHandler> {
  let h = handlerCache.get(resource);
  if (!h) {
    h = import(/* @vite-ignore */ `../../${lambdaEntry(resource)}`).then((m: { handler: ApiHandler }) => m.handler);
    handlerCache.set(resource, h);
  }
  return h;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(new Error('too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Turns a Node request into the API Gateway HTTP API (payload 2.0) event Lambda receives. */
export function toApiGatewayEvent(req: IncomingMessage, url: URL, body: Buffer, route: NonNullable<ReturnType<typeof routeRequest>>): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'cookie') continue;
    headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || /json|text|xml|x-www-form-urlencoded/.test(contentType) || contentType === '';
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: route.params && Object.keys(route.params).length ? route.params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: ulid(now),
      routeKey: route.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, route: NonNullable<ReturnType<typeof routeRequest>>): Promise<void> {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch {
    res
      .writeHead(413, { 'content-type': 'application/json' })
      .end(JSON.stringify({ name: 'PayloadTooLargeError', message: 'PAYLOAD_TOO_LARGE', statusCode: 413 }));
    return;
  }
  const event = toApiGatewayEvent(req, url, body, route);
  const handler = await handlerFor(route.resource);
  const result = await handler(event, lambdaContext(`api-${route.resource}`));
  const headers: Record<string, string | string[]> = {};
  // As CloudFront's response headers policies do (override), the security headers win over the handler's.
  for (const [k, v] of Object.entries(result.headers ?? {})) if (!res.hasHeader(k)) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  const payload = result.body ?? '';
  res.end(req.method === 'HEAD' ? undefined : result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
}

/** The built SPA, with the fallback CloudFront does: paths without a file go to index.html (the guest's pages to guest.html, the sign-in pages to signin.html). */
function serveStatic(res: ServerResponse, url: URL, webRoot: string, method: string): void {
  const decoded = decodeURIComponent(url.pathname);
  const candidate = path.normalize(path.join(webRoot, decoded));
  const inside = candidate.startsWith(webRoot + path.sep) || candidate === webRoot;
  let file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  if (!file && isSpaRoute(decoded)) file = path.join(webRoot, spaDocumentOf(decoded));
  if (!file || !existsSync(file)) {
    res
      .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      .end(existsSync(webRoot) ? 'Not found' : 'The web app is not built yet: run npm run build:web');
    return;
  }
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(200, {
    'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export interface ApiServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The web app and /api on one port, as CloudFront and API Gateway serve them in AWS, with the same
 * security headers as CloudFront's response headers policies (shared/security-headers.ts; no HSTS on
 * plain http). Sites that may frame /widget/* pages: opts.widgetEmbedOrigins, else WIDGET_EMBED_ORIGINS.
 */
export function startApiServer(opts: {
  port: number;
  host: string;
  webRoot: string;
  widgetEmbedOrigins?: string[];
  /** Called when a request that may write (not GET or HEAD) has been answered: the runtime wakes its dispatcher. */
  afterWrite?: () => void;
}): Promise<ApiServer> {
  const webRoot = path.resolve(opts.webRoot);
  const widgetEmbedOrigins = opts.widgetEmbedOrigins ?? parseEmbedOrigins(process.env.WIDGET_EMBED_ORIGINS, 'WIDGET_EMBED_ORIGINS');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const method = req.method ?? 'GET';
    const { afterWrite } = opts;
    if (afterWrite && method !== 'GET' && method !== 'HEAD') res.once('finish', afterWrite);
    for (const [name, value] of Object.entries(securityHeadersFor(url.pathname, { widgetEmbedOrigins }))) res.setHeader(name, value);
    const route = url.pathname === '/version' || url.pathname === '/api' || url.pathname.startsWith('/api/') ? routeRequest(method, url.pathname) : null;
    if (route) {
      serveApi(req, res, url, route).catch((err: unknown) => {
        process.stderr.write(`local api error: ${(err as Error).stack ?? String(err)}\n`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name: 'BadGateway', message: 'LOCAL_INVOKE_FAILED', statusCode: 502 }));
      });
      return;
    }
    if (url.pathname.startsWith('/provider/')) {
      serveProviderPage(req, res, url, `http://${req.headers.host ?? 'localhost'}/api/payments/notify`).catch((err: unknown) => {
        process.stderr.write(`local provider page error: ${(err as Error).stack ?? String(err)}\n`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The local payment provider failed');
      });
      return;
    }
    if (isWidgetPath(url.pathname) && isSpaRoute(url.pathname)) {
      // The widget page may be framed by its own widget's domains (docs/decisions/widget.md "frame-ancestors per widget").
      widgetFrameAncestors(url.pathname)
        .catch(() => [] as string[])
        .then((domains) => {
          // 'self': the widget admin's live preview frames the page from the app's own origin.
          const headers = securityHeadersFor(url.pathname, { widgetEmbedOrigins: ["'self'", ...widgetEmbedOrigins, ...domains] });
          res.setHeader('content-security-policy', headers['content-security-policy']!);
          serveStatic(res, url, webRoot, method);
        })
        .catch((err: unknown) => {
          process.stderr.write(`local widget page error: ${(err as Error).stack ?? String(err)}\n`);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('The widget page failed');
        });
      return;
    }
    serveStatic(res, url, webRoot, method);
  });
  // Longer than a client keeps an idle connection: a server that closes one just as the client sends on it answers
  // ECONNRESET (seen in the e2e suite under load). Stopping closes every connection anyway.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : opts.port;
      resolve({
        url: `http://${opts.host}:${port}`,
        port,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
