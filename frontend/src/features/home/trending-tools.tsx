// Built by its own issue.
export function TrendingTools() {
  return null;
}
