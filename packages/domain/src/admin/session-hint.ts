/**
 * A harmless, readable hint that this browser signed in as an admin, so public pages ask the session
 * endpoint only then (it carries no secret; the HttpOnly session cookie is what authenticates).
 */
export const ADMIN_HINT_COOKIE = 'coinatlas_admin_hint';
