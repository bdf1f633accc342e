/**
 * The admin session cookie's name: behind https the `__Host-` prefix pins the cookie to this exact host and
 * path. The cookie is HttpOnly; the API document names it as the admin security scheme.
 */
export const sessionCookieName = (https: boolean) => (https ? '__Host-coinatlas_admin' : 'coinatlas_admin');

/**
 * A harmless, readable hint that this browser signed in as an admin, so public pages ask the session
 * endpoint only then (it carries no secret; the HttpOnly session cookie is what authenticates).
 */
export const ADMIN_HINT_COOKIE = 'coinatlas_admin_hint';
