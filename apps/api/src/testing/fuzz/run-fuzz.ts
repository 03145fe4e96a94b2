import type { App } from '../../app';
import type { Pool } from '../../auth/pools';
import { type FuzzRequest, mutated, type RequestParts, wellFormed } from './mutations';
import { authOperations, documentOperations, type FuzzOperation, type OpenApiDocument } from './operations';
import { type Random, seededRandom, seedFor } from './random';
import { responseChecker } from './response-check';
import { type Schema, validValue } from './schema-values';

/** Someone the fuzzer can call as: a pool and that pool's session cookie ('' for signed out). */
export type FuzzPrincipal = { name: string; pool: Pool; cookie: string };

export type FuzzOptions = {
  seed: number;
  casesPerOperation: number;
  /** only operations whose key contains this text (to replay one) */
  only?: string;
  /** real values by field or parameter name, so some requests reach past the not-found checks */
  known?: Record<string, readonly string[]>;
  /** false: only the document's operations, not the sign-in routes (for an app without them) */
  signInRoutes?: boolean;
  /** told after each request (FUZZ_VERBOSE): what was sent and what came back */
  onRequest?: (line: string) => void;
  /** told after each operation */
  onOperation?: (line: string) => void;
};

export type FuzzFailure = {
  operation: string;
  case: number;
  principal: string;
  request: FuzzRequest;
  status: number;
  problem: string;
};

export type FuzzReport = {
  seed: number;
  operations: number;
  requests: number;
  serverErrors: number;
  schemaViolations: number;
  failures: FuzzFailure[];
};

/** An answer the fuzzer waits for at most this long; a request left unanswered counts as a server error. */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * The schema fuzzer: for every operation of the OpenAPI document and every sign-in route, a fixed
 * number of requests built from the operation's schemas, about a third well-formed and the rest
 * broken in one place (wrong types, U+0000, huge strings, deep nesting, missing fields, other content
 * types, broken paths and queries). Each operation is called as the principal it serves (found by
 * asking each one first), sometimes as someone else. Counts answers with a 5xx status and answers
 * outside the schema the document declares for their status.
 */
export async function runFuzz(
  app: App,
  document: OpenApiDocument,
  principals: readonly FuzzPrincipal[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const components = document.components?.schemas ?? {};
  const check = responseChecker(components);
  const signIn = options.signInRoutes === false ? [] : authOperations();
  const operations = [...documentOperations(document), ...signIn].filter(
    (operation) => !options.only || operation.key.includes(options.only),
  );
  const report: FuzzReport = {
    seed: options.seed,
    operations: operations.length,
    requests: 0,
    serverErrors: 0,
    schemaViolations: 0,
    failures: [],
  };

  for (const operation of operations) {
    const random = seededRandom(seedFor(options.seed, operation.key));
    const context = { random, known: options.known ?? {}, components };
    const partsFor = (): RequestParts => requestParts(operation, context);
    const send = async (principal: FuzzPrincipal, request: FuzzRequest, index: number) => {
      const answer = await inject(app, principal, request, random);
      report.requests += 1;
      options.onRequest?.(
        `  #${index} ${principal.name} ${request.kind} ${request.method} ${shortened(request).url} ${shortened(request).body ?? ''} -> ${answer.status} ${answer.body.slice(0, 160)}`,
      );
      const problems: string[] = [];
      if (answer.status >= 500) {
        report.serverErrors += 1;
        problems.push(`server error ${answer.status}`);
      }
      const violation =
        answer.status === 0 ? null : check(operation, answer.status, answer.contentType, answer.body);
      if (violation) {
        report.schemaViolations += 1;
        problems.push(violation);
      }
      for (const problem of problems) {
        report.failures.push({
          operation: operation.key,
          case: index,
          principal: principal.name,
          request: shortened(request),
          status: answer.status,
          problem: `${problem}: ${answer.body.slice(0, 200)}`,
        });
      }
      return answer.status;
    };

    const own = await ownPrincipal(operation, principals, (p) =>
      send(p, wellFormed(operation.method, operation.path, partsFor()), -1),
    );
    const before = { requests: report.requests, failures: report.failures.length };
    const statuses = new Map<number, number>();
    for (let index = 0; index < options.casesPerOperation; index += 1) {
      const parts = partsFor();
      const request =
        index === 0 || random.chance(0.3)
          ? wellFormed(operation.method, operation.path, parts)
          : mutated(operation.method, operation.path, parts, random);
      const principal =
        operation.pool === null && principals.length > 0 && random.chance(0.1)
          ? random.pick(principals)
          : own;
      const status = await send(principal, request, index);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    options.onOperation?.(
      `${operation.key} as ${own.name}: ${report.requests - before.requests} requests (${histogram(statuses)}), ${report.failures.length - before.failures} problems`,
    );
  }
  return report;
}

/** The values of one request: path parameters, some of the optional query parameters, the body. */
function requestParts(
  operation: FuzzOperation,
  context: { random: Random; known: Record<string, readonly string[]>; components: Record<string, Schema> },
): RequestParts {
  const pathParams = Object.fromEntries(
    operation.pathParams.map((p) => [p.name, String(validValue(p.schema, context, p.name))]),
  );
  const query: Record<string, unknown> = {};
  for (const p of operation.queryParams) {
    if (p.required || context.random.chance(0.5)) query[p.name] = validValue(p.schema, context, p.name);
  }
  const body = operation.body ? validValue(operation.body, context) : undefined;
  return { pathParams, query, body };
}

/**
 * Who the operation is for: sign-in routes are called signed out; any other operation as the first
 * principal whose well-formed request is not refused as signed out of the operation's pool (a
 * forbidden answer may be a rule of the data, so it does not count), else signed out.
 */
async function ownPrincipal(
  operation: FuzzOperation,
  principals: readonly FuzzPrincipal[],
  probe: (principal: FuzzPrincipal) => Promise<number>,
): Promise<FuzzPrincipal> {
  if (operation.pool) return { name: 'anonymous', pool: operation.pool, cookie: '' };
  for (const principal of principals) {
    if (!principal.cookie) continue;
    const status = await probe(principal);
    if (status !== 401) return principal;
  }
  return { name: 'anonymous', pool: 'candidate', cookie: '' };
}

type Answer = { status: number; contentType: string; body: string };

async function inject(
  app: App,
  principal: FuzzPrincipal,
  request: FuzzRequest,
  random: Random,
): Promise<Answer> {
  const headers: Record<string, string> = {
    origin: app.config.areaOrigins[principal.pool],
    'accept-language': random.pick(['de', 'en', 'fr, en;q=0.5']),
  };
  if (principal.cookie) headers.cookie = principal.cookie;
  if (request.contentType) headers['content-type'] = request.contentType;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Answer>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 599, contentType: '', body: `no answer within ${ANSWER_TIMEOUT_MS} ms` }),
      ANSWER_TIMEOUT_MS,
    );
  });
  const call = app
    .inject({
      method: request.method as 'GET',
      url: `/api${request.url}`,
      headers,
      // each request from an address of its own, so per-address limits do not end the run early
      remoteAddress: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      ...(request.body !== undefined ? { payload: request.body } : {}),
    })
    .then((res) => ({
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.body,
    }));
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How often each status was answered: `200×12 400×40 404×8`. */
function histogram(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

/** The request as the report shows it: bodies cut to a readable length. */
function shortened(request: FuzzRequest): FuzzRequest {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  return {
    ...request,
    url: cut(request.url),
    ...(request.body !== undefined ? { body: cut(request.body) } : {}),
  };
}
