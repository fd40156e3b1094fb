import { PictureOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import { count, money } from '../money';
import shared from '@/lib/shared.module.css';

/** An amount on one line. */
export function MoneyCell({ cents }: { cents: number }) {
  const locale = useLocale();
  return <span className={shared.nowrap}>{money(cents, locale)}</span>;
}

/** A number of units on one line. */
export function CountCell({ value }: { value: number }) {
  const locale = useLocale();
  return <span className={shared.nowrap}>{count(value, locale)}</span>;
}

/** A change of units: + and green for units in, − and red for units out; the sign tells it without the colour. */
export function SignedCount({ value }: { value: number }) {
  const locale = useLocale();
  if (value === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  const text = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(value);
  return (
    <Typography.Text strong type={value > 0 ? 'success' : 'danger'} className={shared.nowrap}>
      {text}
    </Typography.Text>
  );
}

/** A day, or a dash where there is none. */
export function DayCell({ iso }: { iso: string | null }) {
  const locale = useLocale();
  if (!iso) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span className={shared.nowrap}>{formatDate(iso, locale, 'medium')}</span>;
}

/** A SKU: its picture, name and code, and whether it is the seller's own product. */
export function SkuCell({ image, name, sku, own }: { image: string | null; name: string; sku: string; own: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      {image ? (
        <img src={image} alt="" width={40} height={40} className={shared.thumb} style={{ flex: 'none' }} />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{ width: 40, height: 40, flex: 'none', borderRadius: 4, background: token.colorFillQuaternary }}
        >
          <PictureOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />
        </Flex>
      )}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>
        <Flex gap={6} align="center" wrap>
          <SmallText type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {sku}
          </SmallText>
          {own ? (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              {t('cloudWarehouse.inventory.own')}
            </Tag>
          ) : null}
        </Flex>
      </Flex>
    </Flex>
  );
}
