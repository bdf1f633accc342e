import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

// Only the pieces this chart draws (Chart.js is tree-shaken to them); this module is loaded lazily by the admin.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

const LANGS = SITE_LANGUAGES;
type Lang = (typeof LANGS)[number];

/** One colour per language (light, dark), apart enough for the stacked bars, and one for the line. */
const COLOURS: Record<Lang | 'line', [string, string]> = {
  en: ['#1d4ed8', '#60a5fa'],
  es: ['#b45309', '#fbbf24'],
  de: ['#047857', '#34d399'],
  pt: ['#7e22ce', '#c084fc'],
  line: ['#be123c', '#fb7185'],
};

/** Whether the site is in dark mode (the `dark` class on <html>), following the theme toggle. */
function useDark(): boolean {
  const read = () => document.documentElement.classList.contains('dark');
  const [dark, setDark] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export type ViewsChartProps = {
  days: ReadonlyArray<{ day: string; viewsByLanguage: Record<Lang, number> }>;
  /** one figure per day, drawn as a line over the bars (read-ends on the blog, partner clicks on content performance) */
  line: readonly number[];
  /** the language filter: only its bars are drawn */
  lang: Lang | undefined;
  /** the chart's accessible name */
  label: string;
  /** dataset names: views per language, and the line */
  names: Record<Lang | 'line', string>;
};

/** Views per day, stacked by language, with one more figure of each day as a line (the admin's analytics screens). */
export default function ViewsChart({ days, line, lang, label, names }: ViewsChartProps) {
  const dark = useDark();
  const c = (k: Lang | 'line') => COLOURS[k][dark ? 1 : 0];
  const text = dark ? '#cbd5e1' : '#334155';
  const grid = dark ? 'rgba(148,163,184,0.2)' : 'rgba(100,116,139,0.2)';
  const shown = LANGS.filter((l) => (lang ? l === lang : days.some((d) => d.viewsByLanguage[l] > 0) || l === 'en'));

  const data: ChartData<'bar' | 'line', number[], string> = {
    labels: days.map((d) => d.day),
    datasets: [
      ...shown.map((l) => ({
        type: 'bar' as const,
        label: names[l],
        data: days.map((d) => d.viewsByLanguage[l]),
        backgroundColor: c(l),
        stack: 'views',
        order: 2,
      })),
      {
        type: 'line' as const,
        label: names.line,
        data: [...line],
        borderColor: c('line'),
        backgroundColor: c('line'),
        borderWidth: 2,
        pointRadius: days.length > 60 ? 0 : 2,
        tension: 0.2,
        order: 1,
      },
    ],
  };

  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom', labels: { color: text, boxWidth: 12 } },
      tooltip: { enabled: true },
    },
    scales: {
      x: { stacked: true, ticks: { color: text, maxRotation: 0, autoSkip: true, maxTicksLimit: 8 }, grid: { display: false } },
      y: { stacked: true, beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
    },
  };

  return (
    <div className="relative mt-3 h-72">
      <Chart type="bar" data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
