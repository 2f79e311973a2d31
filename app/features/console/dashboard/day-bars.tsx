// One bar chart of a value per day, drawn as SVG on the server (d3-scale places the bars and picks
// round ticks), so it shows without JavaScript. It is an image with a spoken summary; the numbers
// themselves are in the table beside it.
import { scaleBand, scaleLinear } from "d3-scale";

const WIDTH = 400;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 6, bottom: 26, left: 56 };
/** A date label every so many days, counted back from today so today is always labelled. */
const LABEL_EVERY = 7;

export interface DayBar {
  day: string;
  value: number;
}

export function DayBars({
  bars,
  label,
  formatValue,
  formatDay,
  barClassName,
}: {
  bars: readonly DayBar[];
  /** What the image says to a screen reader: the chart's summary. */
  label: string;
  formatValue: (value: number) => string;
  formatDay: (day: string) => string;
  barClassName: string;
}) {
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.day))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const y = scaleLinear()
    .domain([0, highest || 1])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(4);
  // Whole ticks only: half an order means nothing, and money ticks are whole cents at least.
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const last = bars.length - 1;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full overflow-visible"
      data-chart
    >
      {ticks.map((tick) => (
        <g key={tick} className="text-snow-300">
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="currentColor"
            strokeOpacity={0.2}
          />
          <text
            x={MARGIN.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            fill="currentColor"
            fontSize={12}
          >
            {formatValue(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const top = y(bar.value);
        return (
          <g key={bar.day} data-day={bar.day} data-value={bar.value}>
            <rect
              x={x(bar.day)}
              y={top}
              width={x.bandwidth()}
              height={HEIGHT - MARGIN.bottom - top}
              rx={2}
              className={barClassName}
            >
              <title>{`${formatDay(bar.day)}: ${formatValue(bar.value)}`}</title>
            </rect>
            {(last - index) % LABEL_EVERY === 0 && (
              <text
                x={(x(bar.day) ?? 0) + x.bandwidth() / 2}
                y={HEIGHT - MARGIN.bottom + 17}
                textAnchor="middle"
                fill="currentColor"
                fontSize={12}
                className="text-snow-300"
              >
                {formatDay(bar.day)}
              </text>
            )}
          </g>
        );
      })}
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={HEIGHT - MARGIN.bottom}
        y2={HEIGHT - MARGIN.bottom}
        stroke="currentColor"
        className="text-snow-300"
      />
    </svg>
  );
}
