import type { ChartPoint } from '../chartData';
import { ChartFrame } from './ChartFrame';
import { CHART_SERIES, LINE_VIEWBOX_WIDTH, lineMax, linePath, slotCentre } from './chartGeometry';

/**
 * The three amounts of the period as lines. The curves are drawn in a viewBox stretched to the
 * plot's width (strokes keep their width); the dots sit at the same percentages outside it, so
 * they stay round.
 */
export function MetricsLines({ points, caption }: { points: ChartPoint[]; caption: string }) {
  const height = 180;
  return (
    <ChartFrame points={points} height={height} max={lineMax(points)} caption={caption}>
      {(axis) => (
        <>
          <svg
            viewBox={`0 0 ${LINE_VIEWBOX_WIDTH} ${height}`}
            preserveAspectRatio="none"
            width="100%"
            height={height}
            overflow="visible"
          >
            {CHART_SERIES.map((series) => (
              <path
                key={series.key}
                data-testid="metrics-line"
                d={linePath(points, series.key, axis)}
                fill="none"
                stroke={series.color}
                strokeWidth={2}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {points.length <= 31 &&
            CHART_SERIES.map((series) =>
              points.map((point, index) => (
                <circle
                  key={`${series.key}-${point.start}`}
                  cx={`${slotCentre(index, points.length)}%`}
                  cy={axis.y(point[series.key])}
                  r={3}
                  fill={series.color}
                />
              )),
            )}
        </>
      )}
    </ChartFrame>
  );
}
