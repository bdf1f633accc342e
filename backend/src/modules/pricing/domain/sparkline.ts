/** How many points of a 7-day line we keep and send: enough for a 100-pixel-wide line, small on the wire. */
export const SPARKLINE_POINTS = 42;
/** Fewer usable points than this is no line at all (never a made-up one). */
export const MIN_SPARKLINE_POINTS = 2;

/** Six significant digits: far finer than a line of 40 pixels in height can show, and short in JSON. */
const round = (v: number): number => Number(v.toPrecision(6));

/**
 * Reduces a provider's 7-day series (CoinGecko sends one price an hour, about 168) to `points` values by
 * averaging equal slices of it, keeping the very first and very last prices as they are, so the line starts
 * and ends where the 7-day change says. Values that are not finite non-negative numbers are left out; a
 * series with fewer than MIN_SPARKLINE_POINTS usable values gives null. A series no longer than `points`
 * is kept as it is (rounded).
 */
export function downsample(series: readonly unknown[], points = SPARKLINE_POINTS): number[] | null {
  if (!Number.isInteger(points) || points < MIN_SPARKLINE_POINTS) throw new RangeError('points must be an integer of 2 or more');
  const values = series.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  if (values.length < MIN_SPARKLINE_POINTS) return null;
  if (values.length <= points) return values.map(round);
  const out: number[] = [round(values[0]!)];
  // The inner points average the values between the first and the last, in points - 2 equal slices.
  const inner = values.slice(1, -1);
  const slices = points - 2;
  for (let i = 0; i < slices; i++) {
    const from = Math.floor((i * inner.length) / slices);
    const to = Math.max(from + 1, Math.floor(((i + 1) * inner.length) / slices));
    let sum = 0;
    for (let j = from; j < to; j++) sum += inner[j]!;
    out.push(round(sum / (to - from)));
  }
  out.push(round(values[values.length - 1]!));
  return out;
}

/** The change from a line's first price to its last, in percent (null without a line or from a price of 0). */
export function changeOf(line: readonly number[] | null): number | null {
  if (!line || line.length < MIN_SPARKLINE_POINTS) return null;
  const first = line[0]!;
  const last = line[line.length - 1]!;
  if (first <= 0) return null;
  return Number((((last - first) / first) * 100).toFixed(2));
}
