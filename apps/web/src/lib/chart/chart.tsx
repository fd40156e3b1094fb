import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Skeleton } from 'antd';
import { useAppStore } from '@/stores/app-store';
import type { ChartClick, ChartOption } from './echarts-view';

export type { ChartClick, ChartOption };

const EChartsView = lazy(() => import('./echarts-view'));

export interface ChartProps {
  option: ChartOption;
  /** Follows the size of its box (on by default). */
  autoResize?: boolean;
  width?: string | number;
  height?: string | number;
  /** What the chart shows, for screen readers. */
  ariaLabel?: string;
  /** A click on a bar or a point (the chart then shows a pointer). */
  onClick?: (hit: ChartClick) => void;
}

/**
 * Whether the box has come near the window and the browser has had a moment since: ECharts (some 160 kB gzip)
 * loads then, after the page around the chart has painted, and not at all for a chart nobody scrolls to.
 */
function useNearView(box: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const show = () => setNear(true);
        if ('requestIdleCallback' in window) {
          const id = window.requestIdleCallback(show, { timeout: 1_000 });
          cancelIdle = () => window.cancelIdleCallback(id);
        } else {
          const id = setTimeout(show, 0);
          cancelIdle = () => clearTimeout(id);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [box, near]);
  return near;
}

/** The console's chart: ECharts, loaded on first use, in the console's theme; a placeholder until then. */
export function Chart({ option, autoResize = true, width = '100%', height = '100%', ariaLabel, onClick }: ChartProps) {
  const dark = useAppStore((s) => s.theme === 'dark');
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const placeholder = <Skeleton active style={{ width, height }} />;
  // Out of sight the chart is an empty box of its size: nothing is loading (ECharts loads when it comes near), so the
  // page has no skeleton left once its data is in.
  if (!near) return <div ref={box} data-chart-waiting style={{ width, height }} />;
  return (
    <Suspense fallback={placeholder}>
      <EChartsView
        option={option}
        autoResize={autoResize}
        width={width}
        height={height}
        dark={dark}
        ariaLabel={ariaLabel}
        onClick={onClick}
      />
    </Suspense>
  );
}
