// Built by its own issue.
export function HeroSection() {
  return null;
}
