import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { ChartPoint } from './chartData';

const RevenueBars = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.RevenueBars })));
const MetricsLines = lazy(() => import('./DashboardCharts').then((module) => ({ default: module.MetricsLines })));

/** The revenue bars, loaded on first use (a skeleton of their height meanwhile, so nothing jumps). */
export function LazyRevenueBars({ points }: { points: ChartPoint[] }) {
  return (
    <Suspense fallback={<Skeleton h={260} radius="md" />}>
      <RevenueBars points={points} />
    </Suspense>
  );
}

export function LazyMetricsLines({ points }: { points: ChartPoint[] }) {
  return (
    <Suspense fallback={<Skeleton h={240} radius="md" />}>
      <MetricsLines points={points} />
    </Suspense>
  );
}
