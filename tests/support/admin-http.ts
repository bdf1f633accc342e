import type { RunningServer } from './server.js';

/** Signs in over HTTP, as the admin UI does: the headers an admin write needs (cookie, origin, CSRF token). */
export async function adminHeaders(server: RunningServer, email: string, password: string): Promise<Record<string, string>> {
  const login = await fetch(server.url + '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { origin: server.url, cookie, 'x-csrf-token': csrfToken };
}

/** Imports referral codes from a CSV text as a signed-in admin. */
export async function importCodesCsv(server: RunningServer, csv: string, email: string, password: string): Promise<Response> {
  return fetch(server.url + '/api/referral-codes/import', {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...(await adminHeaders(server, email, password)) },
    body: csv,
  });
}
