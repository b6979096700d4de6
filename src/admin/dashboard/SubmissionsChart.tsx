import { seriesOf } from '@/submissions'

import type { DailySubmissions } from './data'

const width = 640
const height = 200
const padding = { top: 12, right: 8, bottom: 24, left: 28 }

const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/** The smallest round step (1, 2 or 5 times a power of ten) of at least `value`. */
function roundStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, value)))
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= value)!
}

/** Stacked bars of submissions per day and type: plain SVG, rendered on the server. */
export function SubmissionsChart({ data }: { data: DailySubmissions }) {
  const totals = data.days.map((_, day) =>
    data.series.reduce((sum, series) => sum + series.counts[day], 0),
  )
  const step = roundStep(Math.max(1, ...totals) / 2)
  const max = 2 * step
  const plotWidth = width - padding.left - padding.right
  const plotHeight = height - padding.top - padding.bottom
  const slot = plotWidth / data.days.length
  const barWidth = Math.max(2, slot - 4)
  const y = (value: number) => (value / max) * plotHeight
  const grid = [0, step, max]

  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Submissions per day over the last ${data.days.length} days`}
      >
        {grid.map((value) => (
          <g key={value}>
            <line
              className="chart__grid"
              x1={padding.left}
              x2={width - padding.right}
              y1={padding.top + plotHeight - y(value)}
              y2={padding.top + plotHeight - y(value)}
            />
            <text
              className="chart__axis"
              x={padding.left - 6}
              y={padding.top + plotHeight - y(value) + 4}
              textAnchor="end"
            >
              {value}
            </text>
          </g>
        ))}
        {data.days.map((day, index) => {
          let stacked = 0
          const x = padding.left + index * slot + (slot - barWidth) / 2
          return (
            <g key={day}>
              <title>
                {`${shortDate.format(new Date(day))}: ${data.series
                  .map((series) => `${series.counts[index]} ${series.label.toLowerCase()}`)
                  .join(', ')}`}
              </title>
              {data.series.map((series) => {
                const count = series.counts[index]
                if (count === 0) return null
                stacked += count
                return (
                  <rect
                    key={series.slug}
                    className={`chart__bar chart__bar--${seriesOf(series.slug)}`}
                    x={x}
                    width={barWidth}
                    y={padding.top + plotHeight - y(stacked)}
                    height={y(count)}
                    rx={1.5}
                  />
                )
              })}
            </g>
          )
        })}
        {[0, Math.floor(data.days.length / 2), data.days.length - 1].map((index) => (
          <text
            key={index}
            className="chart__axis"
            x={padding.left + index * slot + slot / 2}
            y={height - 6}
            textAnchor="middle"
          >
            {shortDate.format(new Date(data.days[index]))}
          </text>
        ))}
      </svg>
      <figcaption className="chart__legend">
        {data.series.map((series) => (
          <span key={series.slug} className="chart__legend-item">
            <span
              className={`chart__swatch chart__bar--${seriesOf(series.slug)}`}
              aria-hidden="true"
            />
            {series.label} ({series.counts.reduce((sum, count) => sum + count, 0)})
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
