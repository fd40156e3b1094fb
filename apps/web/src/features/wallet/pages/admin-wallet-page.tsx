import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { PageHeader } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useAdminWallet } from '../api/admin-wallet';
import { AdjustmentForm } from '../components/adjustment-form';
import { LinkButton } from '@/lib/router-link';
import { Statement } from '../components/statement';
import { formatCents } from '../money';
import { AdminUserStores } from '@/features/stores';
import { AdminUserListings } from '@/features/listings';
import { AdminUserReferral } from '@/features/admin-referral';

/** Admin → Wallets → one seller: the balance, the statement (the seller's own table) and manual adjustments. */
export default function AdminWalletPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const userId = useParams().userId ?? '';
  const wallet = useAdminWallet(userId);
  const [adjusting, setAdjusting] = useState(false);
  const w = wallet.data;

  return (
    <Flex vertical gap={16}>
      <Card>
        <LinkButton to="/admin/wallets" type="link" icon={<ArrowLeftOutlined aria-hidden />} style={{ paddingInline: 0 }}>
          {t('wallet.admin.back')}
        </LinkButton>
        <LoadState queries={[wallet]} rows={2}>
          {(w) => (
            <Row gutter={[16, 16]} align="middle">
              <Col xs={24} lg={10}>
                <PageHeader title={w.email} subtitle={w.name || null} />
              </Col>
              <Col xs={12} lg={5}>
                <Statistic
                  title={t('wallet.summary.available')}
                  value={formatCents(w.availableCents, w.currency, locale)}
                  styles={{ content: { fontWeight: 600 } }}
                />
              </Col>
              <Col xs={12} lg={5}>
                <Statistic
                  title={t('wallet.summary.lastMovement')}
                  value={w.updatedAt ? formatDateTime(w.updatedAt, locale) : t('wallet.summary.never')}
                  styles={{ content: { fontSize: 16, lineHeight: '32px' } }}
                />
              </Col>
              <Col xs={24} lg={4} style={{ textAlign: 'end' }}>
                {adjusting ? null : (
                  <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setAdjusting(true)}>
                    {t('wallet.adjust.open')}
                  </Button>
                )}
              </Col>
            </Row>
          )}
        </LoadState>
      </Card>
      {adjusting && w ? (
        <Card title={t('wallet.adjust.title')}>
          <AdjustmentForm wallet={w} onDone={() => setAdjusting(false)} />
        </Card>
      ) : null}
      {wallet.isError ? null : (
        <Card title={t('wallet.statement.title')}>
          <Statement owner={{ kind: 'seller', userId }} />
        </Card>
      )}
      {wallet.isError ? null : <AdminUserStores userId={userId} />}
      {wallet.isError ? null : <AdminUserListings userId={userId} />}
      {wallet.isError ? null : <AdminUserReferral userId={userId} />}
    </Flex>
  );
}
