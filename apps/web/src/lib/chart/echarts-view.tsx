import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the console draws is bundled (echarts through echarts/core, loaded lazily); a feature
// that needs another chart type or component registers it here.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The options the console's charts may use. */
export type ChartOption = echarts.ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** What a click on a bar or a point hit: its series and its place on the axis. */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
}

export interface EChartsViewProps {
  option: ChartOption;
  autoResize: boolean;
  width: string | number;
  height: string | number;
  dark: boolean;
  ariaLabel?: string;
  onClick?: (hit: ChartClick) => void;
}

/** One ECharts instance on a div; it follows the theme and, with autoResize, the size of its box. */
export default function EChartsView({ option, autoResize, width, height, dark, ariaLabel, onClick }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  // The latest handler, read when a click comes (the instance is made once per theme).
  const clicked = useRef(onClick);
  clicked.current = onClick;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = echarts.init(el, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (p) => {
      const hit = p as { seriesIndex?: number; dataIndex?: number };
      clicked.current?.({ seriesIndex: hit.seriesIndex ?? 0, dataIndex: hit.dataIndex ?? 0 });
    });
    return () => {
      chart.current = null;
      instance.dispose();
    };
  }, [dark]);

  useEffect(() => {
    // A transparent background lets the card behind the chart show in both themes. The chart draws on the next
    // frame (lazyUpdate), so working out the option and drawing are two tasks rather than one long one.
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge: true, lazyUpdate: true });
  }, [option, dark]);

  useEffect(() => {
    const el = box.current;
    if (!autoResize || !el) return;
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoResize]);

  return <div ref={box} role="img" aria-label={ariaLabel} style={{ width, height, cursor: onClick ? 'pointer' : undefined }} />;
}
