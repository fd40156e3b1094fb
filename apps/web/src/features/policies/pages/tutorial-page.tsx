import { Card, Col, Empty, Menu, Row } from 'antd';
import { GUIDE_SLUGS, type PolicySlug } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
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
    <Page frame="plain" title={t('menu.tutorial')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6}>
          <Card size="small" title={t('policies.guides')}>
            <LoadState queries={[list]} rows={3}>
              {({ items }) =>
                items.length === 0 ? (
                  <Empty description={t('policies.noPages')} />
                ) : (
                  <nav aria-label={t('policies.guides')}>
                    <Menu
                      mode="vertical"
                      selectedKeys={[slug]}
                      style={{ borderInlineEnd: 'none' }}
                      items={items.map((p) => ({ key: p.slug, label: p.title }))}
                      onClick={({ key }) => setParams({ page: key })}
                    />
                  </nav>
                )
              }
            </LoadState>
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Card>
            <LoadState queries={[page]} rows={10}>
              {(shown) => <MarkdownDocument page={shown} titleLevel={4} />}
            </LoadState>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
