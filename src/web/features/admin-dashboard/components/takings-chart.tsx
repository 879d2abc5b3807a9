/**
 * Takings (bars, left axis in NZD) and orders (line, right axis) per day over the last 30 days,
 * drawn with uPlot. This file is its own chunk, loaded only by the dashboard, with uPlot's
 * stylesheet (decision 0040). The picture is hidden from screen readers: the dashboard gives the
 * same figures as a summary and a table.
 */
import { formatDollars } from '@/domain/money';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdminAnalyticsDay } from '@/contracts/admin-analytics';
import { formatDay, formatShortDay, formatWholeDollars } from '../format';

const SAFFRON = '#f5a524';
const SAFFRON_DARK = '#c46806';
const COCOA = '#553828';
const GRID = '#ecdcc6';
const AXIS_TEXT = '#6b4a37';
const FONT = '12px ui-sans-serif, system-ui, sans-serif';
const LABEL_FONT = '600 12px ui-sans-serif, system-ui, sans-serif';

function options(days: AdminAnalyticsDay[], width: number, height: number): uPlot.Options {
  const last = days.length - 1;
  // One tick a week, ending today; every two weeks on a phone, where five dates would overlap.
  const step = width < 420 ? 14 : 7;
  const ticks = [28, 21, 14, 7, 0]
    .filter((back) => back % step === 0)
    .map((back) => last - back)
    .filter((i) => i >= 0);
  const axis = { stroke: AXIS_TEXT, font: FONT, labelFont: LABEL_FONT, ticks: { stroke: GRID } };
  return {
    width,
    height,
    cursor: { points: { size: 8 }, drag: { x: false, y: false } },
    legend: { show: true, live: true },
    scales: {
      x: { time: false, range: () => [-0.6, last + 0.6] },
      takings: { range: (_u, _min, max) => [0, Math.max(max, 10) * 1.15] },
      orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    series: [
      { label: 'Day', value: (_u, i) => (i == null || !days[i] ? '—' : formatDay(days[i].date)) },
      {
        label: 'Takings',
        scale: 'takings',
        fill: `${SAFFRON}cc`,
        stroke: SAFFRON_DARK,
        width: 1,
        paths: uPlot.paths.bars!({ size: [0.7, 28], radius: 0.2 }),
        points: { show: false },
        value: (_u, v) => (v == null ? '—' : formatDollars(v)),
      },
      {
        label: 'Orders',
        scale: 'orders',
        stroke: COCOA,
        width: 2,
        points: { show: true, size: 5, fill: COCOA },
        value: (_u, v) => (v == null ? '—' : String(v)),
      },
    ],
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => ticks,
        values: (_u, splits) => splits.map((i) => (days[i] ? formatShortDay(days[i].date) : '')),
      },
      {
        ...axis,
        scale: 'takings',
        label: 'Takings (NZD)',
        grid: { stroke: GRID, width: 1 },
        size: 64,
        values: (_u, values) => values.map((v) => formatWholeDollars(v)),
      },
      {
        ...axis,
        scale: 'orders',
        side: 1,
        label: 'Orders',
        grid: { show: false },
        size: 48,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500],
        values: (_u, values) => values.map((v) => String(v)),
      },
    ],
  };
}

export default function TakingsChart({ days }: { days: AdminAnalyticsDay[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const size = () => ({
      width: Math.max(280, Math.floor(element.clientWidth)),
      height: element.clientWidth < 500 ? 220 : 280,
    });
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((d) => Number(d.revenue)),
      days.map((d) => d.orders),
    ];
    const { width, height } = size();
    const plot = new uPlot(options(days, width, height), data, element);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);

  return <div ref={holder} aria-hidden="true" className="admin-takings-chart w-full" data-testid="takings-chart" />;
}
