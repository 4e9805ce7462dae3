import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { lambdaContext } from '../../infra/local/lambda-context';
import { routeRequest } from '../../infra/local/api-server';

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContext>) => Promise<APIGatewayProxyStructuredResultV2>;

export interface InvokeOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Bytes, sent base64-encoded as API Gateway sends binary bodies. */
  binaryBody?: Buffer;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The client address API Gateway reports (requestContext.http.sourceIp); 127.0.0.1 unless given. */
  sourceIp?: string;
}

export interface InvokeResult<T = unknown> {
  status: number;
  headers: Record<string, string>;
  body: T;
  raw: string;
}

/** Invokes a resource handler the way API Gateway does, routed by the contract like the local server. */
export async function invoke<T = Record<string, unknown>>(handler: Handler, method: string, path: string, opts: InvokeOptions = {}): Promise<InvokeResult<T>> {
  const route = routeRequest(method, path);
  const headers: Record<string, string> = { host: 'localhost:3000', 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const body = opts.binaryBody?.toString('base64') ?? opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: route?.routeKey ?? '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(opts.query).toString(),
    headers,
    queryStringParameters: opts.query,
    pathParameters: route?.params,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: opts.sourceIp ?? '127.0.0.1', userAgent: 'vitest' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: route?.routeKey ?? '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: opts.binaryBody !== undefined,
  };
  const res = await handler(event, lambdaContext('test'));
  const raw = res.body ?? '';
  let parsed: unknown = raw;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.statusCode ?? 200, headers: (res.headers ?? {}) as Record<string, string>, body: parsed as T, raw };
}
