import type { ChartPoint } from '../chartData';
import { ChartFrame } from './ChartFrame';
import { stackedMax, stackSegments } from './chartGeometry';

/** Share of a day's slot its bar takes (the rest is the gap between days). */
const BAR_SHARE = 0.6;

/** One bar a day: what was received, is to be received and is late, stacked (paid at the bottom). */
export function RevenueBars({ points, caption }: { points: ChartPoint[]; caption: string }) {
  const slot = 100 / points.length;
  return (
    <ChartFrame points={points} height={200} max={stackedMax(points)} caption={caption}>
      {(axis) =>
        points.map((point, index) => (
          <g key={point.start} data-testid="revenue-bar">
            {stackSegments(point, axis).map((segment) => (
              <rect
                key={segment.key}
                x={`${(index + (1 - BAR_SHARE) / 2) * slot}%`}
                width={`${slot * BAR_SHARE}%`}
                y={segment.top}
                height={segment.height}
                fill={segment.color}
              />
            ))}
          </g>
        ))
      }
    </ChartFrame>
  );
}
