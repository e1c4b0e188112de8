import * as Recharts from 'recharts';
import type { ChartRendererProps } from './chart-wrapper';

/** Loaded lazily by ChartWrapper: the only module that imports recharts at runtime. */
export default function ChartRenderer({ render, height }: ChartRendererProps) {
  return (
    <Recharts.ResponsiveContainer width="100%" height={height}>
      {render(Recharts)}
    </Recharts.ResponsiveContainer>
  );
}
