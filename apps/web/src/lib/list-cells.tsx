import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from './format';
import { NOWRAP } from './responsive-table';

/** A moment in a list: the date, and the time under it, each on one line (narrower than one "date, time" line). */
export function DateTimeCell({ iso, locale }: { iso: string; locale: string }) {
  const at = new Date(iso);
  const time = Number.isNaN(at.getTime()) ? '' : new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  return (
    <Flex vertical align="inherit">
      <span style={NOWRAP}>{formatDate(iso, locale, 'medium')}</span>
      <Typography.Text type="secondary" style={{ ...NOWRAP, fontSize: 12 }}>
        {time}
      </Typography.Text>
    </Flex>
  );
}

/** A second, quieter line under a cell's main value (the country under the customer, the store under the order). */
export function SubLine({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }} title={title}>
      {children}
    </Typography.Text>
  );
}
