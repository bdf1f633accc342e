import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** A non-ok answer becomes an Error '<status>: <body text or status text>'. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The `message` of our JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      const body = await response.clone().text();
      throw new ApiError(response.status, response.statusText, body);
    }
    return undefined;
  },
};

/**
 * How the API is reached: the browser's fetch; during a server render, the server's own in-process
 * dispatcher (set once by the server entry), so a render never goes over the network to itself.
 */
let apiFetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request);
export function setApiFetch(fetchImpl: (request: Request) => Promise<Response>): void {
  apiFetch = fetchImpl;
}

type ApiClient = Client<paths>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The typed client's code (openapi-fetch) loads with the first call rather than with the page: a page starts
 * from the data its server render embedded, so most first loads never call the API before the visitor acts.
 */
let client: Promise<ApiClient> | undefined;
const loadClient = () =>
  (client ??= import('openapi-fetch').then(({ default: createClient }) => {
    // The server has no page origin to resolve '/api/..' against; its dispatcher only reads path and query.
    const c = createClient<paths>({
      baseUrl: import.meta.env.SSR ? 'http://coinatlas.internal/' : '/',
      credentials: 'include',
      fetch: (request) => apiFetch(request),
    });
    c.use(throwOnError);
    return c;
  }));
const method = <M extends Method>(m: M): ApiClient[M] =>
  ((...args: unknown[]) => loadClient().then((c) => (c[m] as (...a: unknown[]) => unknown)(...args))) as ApiClient[M];

/** The API, typed from its OpenAPI document: `api.GET('/api/…', { params })` and the like. */
export const api: Pick<ApiClient, Method> = {
  GET: method('GET'),
  POST: method('POST'),
  PUT: method('PUT'),
  PATCH: method('PATCH'),
  DELETE: method('DELETE'),
};

/** The HTTP status of a failed call, or undefined when the error did not come from an answer (network). */
export const statusOf = (err: unknown): number | undefined => (err instanceof ApiError ? err.status : undefined);

/** The server's own explanation of a failed call, when its body carried one. */
export const serverMessage = (err: unknown): string | undefined => (err instanceof ApiError ? err.serverMessage : undefined);

/** Unwraps an openapi-fetch result whose errors the middleware already turned into exceptions. */
export async function unwrap<T>(p: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await p;
  return data as T;
}

/** Response headers matter for some reads (data freshness); this keeps them with the data. */
export async function unwrapWithHeaders<T>(p: Promise<{ data?: T; response: Response }>): Promise<{ data: T; headers: Headers }> {
  const { data, response } = await p;
  return { data: data as T, headers: response.headers };
}
