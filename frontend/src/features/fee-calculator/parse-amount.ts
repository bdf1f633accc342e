/** A number typed in a field: digits with one decimal point or comma; anything else is NaN. */
export function parseAmount(raw: string): number {
  const s = raw.trim().replace(/\s|_/g, '');
  if (!/^\d+([.,]\d+)?$/.test(s)) return Number.NaN;
  return Number(s.replace(',', '.'));
}
