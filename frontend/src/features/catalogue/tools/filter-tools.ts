/** Case-insensitive substring match of the query on a tool's name, description, any feature or its tag. */
export function toolMatches(text: { name: string; description: string; features: readonly string[]; tag: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [text.name, text.description, text.tag, ...text.features].some((s) => s.toLocaleLowerCase().includes(q));
}
