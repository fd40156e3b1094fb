import { Card, Col, Empty, Menu, Row, Skeleton, Typography } from 'antd';
import { GUIDE_SLUGS, type PolicySlug } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '@/lib/load-state';
import { useLocale } from '@/lib/use-locale';
import { usePolicyList, usePolicyPage } from '@/lib/policies';
import { MarkdownDocument } from '@/lib/markdown/markdown-document';

const isGuide = (value: string | null): value is (typeof GUIDE_SLUGS)[number] =>
  (GUIDE_SLUGS as readonly (string | null)[]).includes(value);

/** Policy (/tutorial): the guide pages in a side menu, the chosen one (`?page=`) with its table of contents. */
export default function TutorialPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const asked = params.get('page');
  const slug: PolicySlug = isGuide(asked) ? asked : GUIDE_SLUGS[0];
  const list = usePolicyList('guide', locale);
  const page = usePolicyPage(slug, locale);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('menu.tutorial')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card size="small" title={t('policies.guides')}>
            {list.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
            {list.isError ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
            {list.data?.items.length === 0 ? <Empty description={t('policies.noPages')} /> : null}
            {list.data?.items.length ? (
              <nav aria-label={t('policies.guides')}>
                <Menu
                  mode="vertical"
                  selectedKeys={[slug]}
                  style={{ borderInlineEnd: 'none' }}
                  items={list.data.items.map((p) => ({ key: p.slug, label: p.title }))}
                  onClick={({ key }) => setParams({ page: key })}
                />
              </nav>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Card>
            {page.isPending ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
            {page.isError ? <LoadFailed error={page.error} onRetry={() => void page.refetch()} /> : null}
            {page.data ? <MarkdownDocument page={page.data} titleLevel={4} /> : null}
          </Card>
        </Col>
      </Row>
    </>
  );
}
