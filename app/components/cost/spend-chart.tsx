import { useId, useState } from "react";
import { formatMoney } from "../../../workers/contract/money";
import { EstimatedMark } from "./estimated-mark";

/** One bar: a day or a task, what it cost, and whether that includes estimated calls. */
export interface SpendBar {
  key: string;
  /** The bar's name in the table and its tooltip ("May 3", "Design the data model"). */
  label: string;
  amount: number;
  estimated: boolean;
  /** More about the bar, under its name in the table ("2 runs", "Backend · 1 run, 3 model calls"). */
  detail?: string;
}

interface SpendChartProps {
  title: string;
  bars: SpendBar[];
  /** The names of the first and the last bar under the chart ("Apr 28" and "Today"). */
  ends: [string, string];
  /** The table's first column header ("Day", "Task"); each bar's detail shows under its name. */
  labelHeader: string;
  testId: string;
}

/** The chart's drawing units: each bar's slot is 10 wide; heights go to 100. */
const SLOT = 10;
const HEIGHT = 100;
/** A bar that cost anything stays visible, however small beside the largest. */
const LEAST_VISIBLE = 2;

/**
 * Spend as vertical bars, drawn in SVG: a bar per day or per task, the largest amount marked on the scale, a
 * striped amber bar for an amount that includes estimated calls. The drawing is hidden from screen readers;
 * the same figures are a table, which is always there for them and shown on the screen on request.
 */
export function SpendChart({ title, bars, ends, labelHeader, testId }: SpendChartProps) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const most = Math.max(0, ...bars.map((bar) => bar.amount));
  const total = bars.reduce((sum, bar) => sum + bar.amount, 0);
  const largest = bars.find((bar) => bar.amount === most && most > 0);
  const anyEstimated = bars.some((bar) => bar.estimated);
  const width = Math.max(bars.length, 1) * SLOT;
  const pattern = `${id}-estimated`;

  return (
    <figure className="space-y-2" aria-labelledby={`${id}-title`} data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={`${id}-title`} className="text-sm font-medium text-slate-700">
          {title}
        </span>
        <span className="text-xs text-slate-600" data-testid={`${testId}-summary`}>
          {formatMoney(total)} in total{largest ? `; most: ${largest.label}, ${formatMoney(largest.amount)}` : ""}
        </span>
      </figcaption>

      <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="flex flex-col justify-between text-right text-[11px] tabular-nums leading-none text-slate-500">
          <span>{formatMoney(most)}</span>
          <span>{formatMoney(0)}</span>
        </div>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-28 w-full overflow-visible" focusable="false" data-testid={`${testId}-bars`}>
          <defs>
            <pattern id={pattern} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="4" height="4" className="fill-amber-300" />
              <rect width="2" height="4" className="fill-amber-600" />
            </pattern>
          </defs>
          {[0, HEIGHT / 2, HEIGHT].map((y) => (
            <line key={y} x1="0" x2={width} y1={y} y2={y} className="stroke-slate-200" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          ))}
          {bars.map((bar, index) => {
            const height = most > 0 && bar.amount > 0 ? Math.max(LEAST_VISIBLE, (bar.amount / most) * HEIGHT) : 0;
            return (
              <rect
                key={bar.key}
                x={index * SLOT + 1.5}
                y={HEIGHT - height}
                width={SLOT - 3}
                height={height}
                rx="1"
                fill={bar.estimated ? `url(#${pattern})` : undefined}
                className={bar.estimated ? undefined : "fill-brand-600"}
                data-amount={bar.amount}
              >
                <title>{`${bar.label}: ${formatMoney(bar.amount)}${bar.estimated ? " (estimated)" : ""}`}</title>
              </rect>
            );
          })}
        </svg>
        <div />
        <div className="mt-1 flex justify-between gap-2 text-[11px] leading-none text-slate-500">
          <span className="truncate">{ends[0]}</span>
          <span className="truncate text-right">{ends[1]}</span>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        {anyEstimated ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <svg viewBox="0 0 10 10" className="h-2.5 w-2.5" aria-hidden="true" focusable="false">
              <rect width="10" height="10" rx="1" fill={`url(#${pattern})`} />
            </svg>
            Striped: includes estimated calls
          </p>
        ) : (
          <span />
        )}
        <button
          type="button"
          aria-expanded={tableShown}
          aria-controls={`${id}-table`}
          onClick={() => setTableShown((shown) => !shown)}
          className="rounded text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {tableShown ? "Hide the figures" : "Show the figures"}
        </button>
      </div>

      {/* Shown, it scrolls: a Tab stop of its own, so the keyboard can scroll it too. */}
      <div
        id={`${id}-table`}
        role={tableShown ? "region" : undefined}
        aria-labelledby={tableShown ? `${id}-title` : undefined}
        tabIndex={tableShown ? 0 : undefined}
        className={tableShown ? "max-h-64 overflow-y-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" : "sr-only"}
      >
        <table className="w-full text-left text-xs" data-testid={`${testId}-table`}>
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                Spend
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row" className="px-2 py-1 font-normal text-slate-800">
                  {bar.label}
                  {bar.detail ? <span className="block text-slate-600">{bar.detail}</span> : null}
                </th>
                <td className="whitespace-nowrap px-2 py-1 text-right align-top tabular-nums">
                  {formatMoney(bar.amount)}
                  <EstimatedMark shown={bar.estimated} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
