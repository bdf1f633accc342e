import { cn } from '@/lib/cn';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-slate-500 dark:text-slate-400',
} as const;

/** The SVG path of a line through `points`, scaled into width x height with `pad` pixels to spare. */
export function sparklinePath(points: readonly number[], width: number, height: number, pad = 2): string {
  if (points.length < 2) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const stepX = (width - 2 * pad) / (points.length - 1);
  return points
    .map((p, i) => {
      const x = pad + i * stepX;
      // a flat line sits in the middle
      const y = span === 0 ? height / 2 : pad + (1 - (p - min) / span) * (height - 2 * pad);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('');
}

/**
 * A 7-day price line drawn as an inline SVG: no axes, no library, coloured by its direction. `label` is its
 * text alternative ("7-day change +4.20%"), read by assistive technology and shown as a tooltip.
 */
export function Sparkline({
  points,
  label,
  tone,
  width = 112,
  height = 36,
  className,
}: {
  points: readonly number[];
  label: string;
  tone: 'up' | 'down' | 'flat';
  width?: number;
  height?: number;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      data-testid="sparkline"
      className={cn('shrink-0 overflow-visible', TONE[tone], className)}
    >
      <title>{label}</title>
      <path
        d={sparklinePath(points, width, height)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
