import { Col, Row, Statistic, theme } from 'antd';
import type { InventoryTotals } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { count, money } from '../money';

const FIGURES = ['skus', 'onHand', 'reserved', 'inbound', 'valueCents', 'lowCount'] as const;

/** The seller's stock at a glance: SKUs, units on hand, reserved and inbound, its value at cost, and how many run low. */
export function SummaryFigures({ totals }: { totals: InventoryTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const small = { content: { fontSize: 20, lineHeight: '32px' } };
  return (
    <Row gutter={[16, 16]} data-testid="cloud-totals">
      {FIGURES.map((key) => (
        <Col key={key} xs={12} sm={8} lg={4}>
          <Statistic
            title={t(`cloudWarehouse.totals.${key}`)}
            value={key === 'valueCents' ? money(totals[key], locale) : count(totals[key], locale)}
            styles={
              key === 'lowCount' && totals.lowCount > 0 ? { content: { ...small.content, color: token.colorWarningText } } : small
            }
          />
        </Col>
      ))}
    </Row>
  );
}
