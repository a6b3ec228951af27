// A stacked bar chart drawn in SVG. It is decoration for sighted users: hidden from assistive technology, since
// every chart of the host pages comes with a table of the same figures and a sentence that sums them up.
export interface BarSeries {
  label: string;
  /** Stacked from the bottom: each value with its colour class. */
  values: { value: number; className: string }[];
}

export function BarChart({ bars, height = 160 }: { bars: readonly BarSeries[]; height?: number }) {
  const max = Math.max(1, ...bars.map((bar) => bar.values.reduce((total, v) => total + v.value, 0)));
  const width = 36;
  const gap = 12;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${bars.length * (width + gap)} ${height + 20}`}
      className="h-auto w-full max-w-3xl"
      data-testid="bar-chart"
    >
      {bars.map((bar, index) => {
        let y = height;
        const x = index * (width + gap);
        return (
          <g key={bar.label}>
            {bar.values.map((part, partIndex) => {
              const h = (part.value / max) * (height - 4);
              y -= h;
              return <rect key={partIndex} x={x} y={y} width={width} height={h} className={part.className} rx={2} />;
            })}
            <text x={x + width / 2} y={height + 14} textAnchor="middle" className="fill-muted-foreground text-[10px]">
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
