import type { Random } from './random';

/** One request the fuzzer sends, and what kind of case it is (for the report and for replay). */
export type FuzzRequest = {
  kind: string;
  method: string;
  /** the path with its parameters, percent-encoded as sent */
  url: string;
  body?: string;
  contentType?: string;
};

/** The parts of a request before they are put on the wire; mutations change these. */
export type RequestParts = {
  pathParams: Record<string, string>;
  query: Record<string, unknown>;
  /** undefined: the operation takes no body */
  body: unknown;
};

type Json = unknown;
const NUL = '\u0000';
const ODD_STRINGS = [
  '\ud800',
  '\u202e\u0301',
  '\uffff',
  '\u2028',
  `${'🦊'.repeat(50)}`,
  ' ',
  '\t\n',
  '%00',
  "'; --",
  '{{x}}',
];
const OTHER_TYPES: Json[] = [0, -1, 1.5, 1e308, 2 ** 53 + 1, true, null, '', 'x', [], {}, [1, 'a'], { a: 1 }];
const CONTENT_TYPES = [
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'text/json',
  'fuzz/unknown',
  'application/json; charset=utf-16',
];

/** A value nested `depth` levels deep, in objects or arrays. */
export function deeplyNested(depth: number, random: Random): Json {
  let value: Json = 1;
  const arrays = random.chance(0.5);
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
}

/** The places of a JSON value where something can be put: [container, key] pairs, the root first. */
function slots(value: Json, out: [Record<string, Json> | Json[], string | number][] = [], depth = 0) {
  if (depth > 8) return out;
  if (Array.isArray(value)) {
    value.forEach((inner, index) => {
      out.push([value, index]);
      slots(inner, out, depth + 1);
    });
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, Json>;
    for (const key of Object.keys(record)) {
      out.push([record, key]);
      slots(record[key], out, depth + 1);
    }
  }
  return out;
}

/** Puts `replace(old)` into one random place of a copy of `value` (or a new field when there is none). */
function mutateOne(value: Json, random: Random, replace: (old: Json) => Json): Json {
  const copy = value === undefined ? {} : structuredClone(value);
  const places = slots(copy);
  if (places.length === 0) {
    if (copy && typeof copy === 'object' && !Array.isArray(copy)) {
      (copy as Record<string, Json>).fuzz = replace(undefined);
      return copy;
    }
    return replace(copy);
  }
  const [container, key] = random.pick(places);
  (container as Record<string | number, Json>)[key] = replace(
    (container as Record<string | number, Json>)[key],
  );
  return copy;
}

function withNul(old: Json, random: Random): string {
  // split between code points, never inside a surrogate pair (a lone surrogate cannot be URI-encoded)
  const points = Array.from(typeof old === 'string' && old.length > 0 ? old : 'fuzz');
  const at = random.int(0, points.length);
  return `${points.slice(0, at).join('')}${NUL}${points.slice(at).join('')}`;
}

/** Mutations of a JSON body: each returns the new body, or a raw text / content type to send instead. */
const BODY_MUTATIONS: Record<
  string,
  (body: Json, random: Random) => { body?: Json; raw?: string; contentType?: string }
> = {
  'body-wrong-type': (body, random) => ({ body: mutateOne(body, random, () => random.pick(OTHER_TYPES)) }),
  'body-nul': (body, random) => ({ body: mutateOne(body, random, (old) => withNul(old, random)) }),
  'body-nul-key': (body, random) => ({ body: { ...(asObject(body) ?? {}), [withNul('feld', random)]: 'x' } }),
  'body-huge-string': (body, random) => ({
    body: mutateOne(body, random, () => 'x'.repeat(random.pick([300, 5_000, 100_000, 600_000]))),
  }),
  'body-deep': (body, random) => ({
    body: mutateOne(body, random, () => deeplyNested(random.int(20, 200), random)),
  }),
  'body-deep-raw': (_body, random) => {
    // written as text: JSON.stringify itself runs out of stack on thousands of levels
    const depth = random.pick([65, 1_000, 5_000]);
    const [open, close] = random.pick([
      ['{"a":', '}'],
      ['[', ']'],
    ] as const);
    return { raw: `${open.repeat(depth)}1${close.repeat(depth)}` };
  },
  'body-missing-field': (body, random) => {
    const copy = structuredClone(asObject(body) ?? {});
    const keys = Object.keys(copy);
    if (keys.length > 0) delete copy[random.pick(keys)];
    return { body: copy };
  },
  'body-extra-field': (body, random) => ({
    body: {
      ...(asObject(body) ?? {}),
      [random.pick(['__proto__', 'constructor', 'id', 'role', 'isActive', 'x'])]: random.pick(OTHER_TYPES),
    },
  }),
  'body-odd-unicode': (body, random) => ({ body: mutateOne(body, random, () => random.pick(ODD_STRINGS)) }),
  'body-not-an-object': (_body, random) => ({ body: random.pick(OTHER_TYPES) }),
  'body-bad-json': (body, random) => {
    const text = JSON.stringify(body ?? {});
    return {
      raw: random.pick([
        text.slice(0, Math.max(1, text.length - 1)),
        `${text},`,
        "{'a':1}",
        '{"a":1}}',
        'nul',
        '\u0000',
      ]),
    };
  },
  'body-empty': () => ({ raw: '' }),
  'body-content-type': (body, random) => ({
    raw: JSON.stringify(body ?? {}),
    contentType: random.pick(CONTENT_TYPES),
  }),
  'body-form': (_body, random) => ({
    raw: '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--\r\n',
    contentType: random.pick(['multipart/form-data', 'multipart/form-data; boundary=fuzz']),
  }),
  'body-oversized': () => ({ raw: JSON.stringify({ a: 'x'.repeat(1_100_000) }) }),
};

const PATH_MUTATIONS: Record<string, (value: string, random: Random) => string> = {
  // no dot segments ('.', '..', '%2E'): clients resolve them before sending, so they name another route
  'path-garbage': (_value, random) =>
    encodeURIComponent(random.pick(['x', '0', '-1', 'null', 'ä', '🦊', ' ', 'a'.repeat(64)])),
  'path-nul': (value, random) => encodeURIComponent(withNul(value, random)),
  'path-long': (_value, random) => 'a'.repeat(random.pick([65, 101, 300, 5_000])),
  'path-bad-encoding': (_value, random) => random.pick(['%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80']),
  'path-traversal': (_value, random) => random.pick(['..%2F..%2Fetc', 'a%2Fb', '%2F', '..%5C..%5Cwin']),
  'path-odd-unicode': (_value, random) =>
    encodeURIComponent(random.pick(ODD_STRINGS.filter((s) => s !== '\ud800'))),
};

const QUERY_MUTATIONS: Record<
  string,
  (query: Record<string, unknown>, names: string[], random: Random) => string
> = {
  'query-wrong-type': (query, names, random) =>
    encodeQuery({
      ...query,
      [random.pick(names)]: random.pick(['-1', '0', '1e999', 'abc', 'true', '', '[]', '{}']),
    }),
  'query-nul': (query, names, random) =>
    encodeQuery({ ...query, [random.pick(names)]: withNul('a', random) }),
  'query-huge': (query, names, random) =>
    encodeQuery({ ...query, [random.pick(names)]: 'x'.repeat(random.pick([300, 6_000])) }),
  'query-brackets': (query, names, random) =>
    `${encodeQuery(query)}&${random.pick(names)}${'[a]'.repeat(random.int(2, 300))}=1`,
  'query-array': (query, names, random) => {
    const name = random.pick(names);
    return `${encodeQuery(query)}&${name}=1&${name}=2&${name}[]=3`;
  },
  'query-bad-encoding': (query, names, random) =>
    `${encodeQuery(query)}&${random.pick(names)}=${random.pick(['%E0%A4%A', '%', '%zz', '%ED%A0%80'])}`,
  'query-unknown': (query, _names, random) =>
    `${encodeQuery(query)}&${random.pick(['__proto__[x]', 'constructor', 'fuzz'])}=1`,
};

function asObject(value: Json): Record<string, Json> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Json>) : null;
}

/** Query parameters as sent by a browser (absent ones left out, objects as JSON text). */
export function encodeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/** The request as a well-behaved client would send it. */
export function wellFormed(
  method: string,
  pathTemplate: string,
  parts: RequestParts,
  kind = 'valid',
): FuzzRequest {
  let url = pathTemplate.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(parts.pathParams[name] ?? ''),
  );
  const query = encodeQuery(parts.query);
  if (query) url += `?${query}`;
  return parts.body === undefined
    ? { kind, method, url }
    : { kind, method, url, body: JSON.stringify(parts.body), contentType: 'application/json' };
}

/** A broken variant of the request: one mutation of its body, path or query, chosen at random among those that apply. */
export function mutated(
  method: string,
  pathTemplate: string,
  parts: RequestParts,
  random: Random,
): FuzzRequest {
  const pathNames = Object.keys(parts.pathParams);
  const queryNames = Object.keys(parts.query);
  const kinds = [
    ...(parts.body !== undefined ? Object.keys(BODY_MUTATIONS) : []),
    ...(pathNames.length > 0 ? Object.keys(PATH_MUTATIONS) : []),
    ...Object.keys(QUERY_MUTATIONS),
    ...(parts.body === undefined && method !== 'GET' ? ['body-unexpected', 'body-content-type'] : []),
  ];
  const kind = random.pick(kinds);
  const base = wellFormed(method, pathTemplate, parts, kind);
  const bodyMutation = BODY_MUTATIONS[kind];
  if (kind === 'body-unexpected') {
    return { ...base, body: JSON.stringify(random.pick(OTHER_TYPES)), contentType: 'application/json' };
  }
  if (bodyMutation) {
    const result = bodyMutation(parts.body, random);
    return {
      ...base,
      body: result.raw ?? JSON.stringify(result.body),
      contentType: result.contentType ?? 'application/json',
    };
  }
  const pathMutation = PATH_MUTATIONS[kind];
  if (pathMutation) {
    const name = random.pick(pathNames);
    const broken = pathMutation(parts.pathParams[name] ?? '', random);
    const path = pathTemplate.replace(/\{([^}]+)\}/g, (_m, param: string) =>
      param === name ? broken : encodeURIComponent(parts.pathParams[param] ?? ''),
    );
    const query = encodeQuery(parts.query);
    return { ...base, url: query ? `${path}?${query}` : path };
  }
  const queryMutation = QUERY_MUTATIONS[kind];
  const path = base.url.split('?')[0] ?? '';
  const query = queryMutation
    ? queryMutation(parts.query, queryNames.length > 0 ? queryNames : ['fuzz'], random)
    : '';
  return { ...base, url: `${path}?${query.replace(/^&/, '')}` };
}
