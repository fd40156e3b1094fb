import { BarChart, type BarSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the console draws is bundled (echarts through echarts/core, loaded lazily); a feature
// that needs another chart type or component registers it here.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

/** The options the console's charts may use. */
export type ChartOption = echarts.ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface EChartsViewProps {
  option: ChartOption;
  autoResize: boolean;
  width: string | number;
  height: string | number;
  dark: boolean;
  ariaLabel?: string;
}

/** One ECharts instance on a div; it follows the theme and, with autoResize, the size of its box. */
export default function EChartsView({ option, autoResize, width, height, dark, ariaLabel }: EChartsViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = echarts.init(el, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = instance;
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

  return <div ref={box} role="img" aria-label={ariaLabel} style={{ width, height }} />;
}
