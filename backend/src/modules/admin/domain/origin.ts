/** The origin (scheme://host[:port]) of a URL string, or undefined when it is not a URL. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const u = new URL(value);
    return u.origin === 'null' ? undefined : u.origin;
  } catch {
    return undefined;
  }
}

/**
 * Same-origin check for state-changing requests: the browser's Origin header (or, when absent, the
 * Referer's origin) must be one of the site's own origins. A request carrying neither is refused.
 */
export function isSameOrigin(req: { origin?: string; referer?: string }, allowed: readonly string[]): boolean {
  const from = req.origin && req.origin !== 'null' ? originOf(req.origin) : originOf(req.referer);
  return from !== undefined && allowed.includes(from);
}
