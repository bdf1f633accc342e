// Built by its own issue.
export default function PromoBanner() {
  return null;
}
