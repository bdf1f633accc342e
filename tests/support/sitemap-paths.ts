/**
 * The pages a running server's sitemap lists, as paths (language prefix included, no origin): the pages it
 * says may be indexed, at their canonical addresses. What a list's structured data may point at.
 */
export async function sitemapPaths(serverUrl: string): Promise<Set<string>> {
  const xml = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
}
