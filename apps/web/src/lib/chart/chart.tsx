import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useAppStore } from '../../stores/app-store';
import type { ChartOption } from './echarts-view';

export type { ChartOption };

const EChartsView = lazy(() => import('./echarts-view'));

export interface ChartProps {
  option: ChartOption;
  /** Follows the size of its box (seed section 9: on by default). */
  autoResize?: boolean;
  width?: string | number;
  height?: string | number;
  /** What the chart shows, for screen readers. */
  ariaLabel?: string;
}

/** The console's chart (seed section 9): ECharts, loaded on first use, in the console's theme. */
export function Chart({ option, autoResize = true, width = '100%', height = '100%', ariaLabel }: ChartProps) {
  const dark = useAppStore((s) => s.theme === 'dark');
  return (
    <Suspense fallback={<Skeleton active style={{ width, height }} />}>
      <EChartsView option={option} autoResize={autoResize} width={width} height={height} dark={dark} ariaLabel={ariaLabel} />
    </Suspense>
  );
}
