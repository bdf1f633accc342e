// Built by its own issue.
export function ToolsSection() {
  return null;
}
