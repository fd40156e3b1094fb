import { Alert, Descriptions, Flex, Image, Typography } from 'antd';
import type { SourcingRequest } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '@/lib/format';
import { byCode, useCountries } from '@/lib/regions/countries';
import { CountryName } from '@/lib/regions/country-name';
import shared from '@/lib/shared.module.css';

interface Props {
  request: SourcingRequest;
  /** Where the linked product opens: the seller's private collection, or the market for an admin. */
  productPath: (id: number) => string;
  /** Whether to repeat the description (a card whose title already shows all of it leaves it out). */
  showDescription?: boolean;
}

/** What was asked (link, description, pictures, cost, quantity, destination) and how the team answered. */
export function RequestSummary({ request: r, productPath, showDescription = true }: Props) {
  const { t, i18n } = useTranslation();
  const countries = byCode(useCountries().data);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const country = r.shipToCountry ? countries.get(r.shipToCountry) : undefined;

  return (
    <Flex vertical gap={12}>
      {r.description && showDescription ? (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{r.description}</Typography.Paragraph>
      ) : null}
      {r.productUrl ? (
        <Typography.Link href={r.productUrl} target="_blank" rel="noopener noreferrer nofollow" ellipsis>
          {r.productUrl}
        </Typography.Link>
      ) : null}
      {r.images.length > 0 ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {r.images.map((url, i) => (
              <Image
                key={url}
                src={url}
                alt={t('sourcing.form.imagePreview', { n: i + 1 })}
                width={64}
                height={64}
                className={shared.picture}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : null}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('sourcing.card.target')}>{money(r.targetCostCents)}</Descriptions.Item>
        <Descriptions.Item label={t('sourcing.card.quantity')}>
          {new Intl.NumberFormat(i18n.language).format(r.quantity)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sourcing.card.shipTo')}>
          {country ? <CountryName code={country.code} name={country.name} /> : (r.shipToCountry ?? t('sourcing.card.anywhere'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('sourcing.card.posted')}>{formatDateTime(r.createdAt, i18n.language)}</Descriptions.Item>
      </Descriptions>
      {r.status === 'quoted' && r.quoteCents !== null ? (
        <Alert
          type="success"
          showIcon
          title={t('sourcing.card.quote', { amount: money(r.quoteCents) })}
          description={
            r.product ? (
              <Flex gap={12} align="center">
                {r.product.image ? (
                  <Image src={r.product.image} alt="" width={48} height={48} preview={false} style={{ borderRadius: 4 }} />
                ) : null}
                <span>
                  {t('sourcing.card.product')} <Link to={productPath(r.product.id)}>{r.product.title}</Link>
                </span>
              </Flex>
            ) : null
          }
        />
      ) : null}
      {r.status === 'declined' && r.declineReason ? (
        <Alert type="warning" showIcon title={t('sourcing.card.declined')} description={r.declineReason} />
      ) : null}
    </Flex>
  );
}
