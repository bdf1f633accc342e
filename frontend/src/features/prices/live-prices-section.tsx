// Built by its own issue.
export function LivePricesSection() {
  return null;
}
