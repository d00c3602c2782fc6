import { useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { HOME_TEXTS } from '../../texts';
import type { ChartPoint } from '../chartData';
import { axisMoney, CHART_SERIES, labelStep, slotCentre, valueAxis, type ValueAxis } from './chartGeometry';
import classes from './ChartFrame.module.css';
import { Money } from '../../../../components/Unbreakable';

const AXIS_WIDTH = 64;

interface ChartFrameProps {
  points: ChartPoint[];
  /** Height of the plotting area, px (labels and legend come below it). */
  height: number;
  /** The largest value the marks draw; the axis rounds it up. */
  max: number;
  /** What the table read by screen readers is called (the figure's name). */
  caption: string;
  /** The bars or lines, drawn in the plot's SVG with the axis given. */
  children: (axis: ValueAxis) => ReactNode;
}

/**
 * What both dashboard charts share: the value axis and its grid, the day labels, the legend, a
 * tooltip for the day under the pointer, and the same figures as a table for screen readers (the
 * drawing itself is hidden from them). x is laid out in percentages of the plot's width, so the
 * chart fits any width without measuring it first.
 */
export function ChartFrame({ points, height, max, caption, children }: ChartFrameProps) {
  const [active, setActive] = useState<number | null>(null);
  const axis = valueAxis(max, height);
  const count = points.length;
  // The labels' row is measured: how many labels fit depends on the plot's width, not only the count.
  const { ref: labelsRef, width: labelsWidth } = useElementSize();
  const step = labelStep(count, labelsWidth);
  const slotWidth = 100 / count;

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - box.left) / box.width) * count);
    setActive(Math.min(count - 1, Math.max(0, index)));
  };

  return (
    <div style={{ '--axis-width': `${AXIS_WIDTH}px` } as CSSProperties}>
      <div className={classes.body}>
        <div className={classes.axis} style={{ height }} aria-hidden="true">
          {axis.ticks.map((tick) => (
            <span key={tick} className={classes.tick} style={{ top: axis.y(tick) }}>
              {axisMoney(tick)}
            </span>
          ))}
        </div>
        <div
          className={classes.plot}
          onPointerMove={pick}
          onPointerDown={pick}
          // A finger's tap keeps its day shown after lifting; a mouse leaving hides it.
          onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
        >
          <svg width="100%" height={height} aria-hidden="true" focusable="false">
            {active !== null && (
              <rect
                className={classes.highlight}
                x={`${active * slotWidth}%`}
                width={`${slotWidth}%`}
                y={0}
                height={height}
              />
            )}
            {axis.ticks.map((tick) => (
              <line
                key={tick}
                className={tick === 0 ? classes.baseline : classes.grid}
                x1="0"
                x2="100%"
                y1={axis.y(tick)}
                y2={axis.y(tick)}
              />
            ))}
            {children(axis)}
          </svg>
          {active !== null && points[active] && (
            <DayTooltip point={points[active]} centre={slotCentre(active, count)} />
          )}
        </div>
      </div>
      <div ref={labelsRef} className={classes.labels} aria-hidden="true">
        {points.map((point, index) =>
          index % step === 0 ? (
            <span key={point.start} className={classes.label} style={{ left: `${slotCentre(index, count)}%` }}>
              {point.label.replace(' ', '\n')}
            </span>
          ) : null,
        )}
      </div>
      <Group className={classes.legend} gap="md" justify="center" aria-hidden="true">
        {CHART_SERIES.map((series) => (
          <Group key={series.key} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: series.color }} />
            <Text size="sm">{series.label}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{HOME_TEXTS.chartPeriodColumn}</th>
              {CHART_SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row">{point.label}</th>
                {CHART_SERIES.map((series) => (
                  <td key={series.key}>
                    <Money cents={point[series.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}

/** The day's three amounts, beside the pointer; it flips to the left past the plot's middle. */
function DayTooltip({ point, centre }: { point: ChartPoint; centre: number }) {
  const side = centre <= 50 ? { left: `calc(${centre}% + 12px)` } : { right: `calc(${100 - centre}% + 12px)` };
  return (
    <Paper className={classes.tooltip} style={side} shadow="md" p="xs" radius="md" withBorder role="presentation">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {point.label}
        </Text>
        {CHART_SERIES.map((series) => (
          <Group key={series.key} gap="lg" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: series.color }} />
              <Text size="sm">{series.label}</Text>
            </Group>
            <Text size="sm" fw={500}>
              <Money cents={point[series.key]} />
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
