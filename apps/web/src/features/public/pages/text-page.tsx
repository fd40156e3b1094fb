import { ArrowLeftOutlined, LoginOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { LEGAL_SLUGS, type PolicySlug } from '@dropport/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { MarkdownDocument } from '@/lib/markdown/markdown-document';
import { usePolicyPage } from '@/lib/policies';
import { useLocale } from '@/lib/use-locale';
import { useLocation } from 'react-router';
import { PublicFrame, TOP_BAR_HEIGHT } from '../components/public-frame';
import { RouterLink } from '@/lib/router-link';

/** One legal text, fetched in the reader's language. */
function LegalDocument({ slug, offset }: { slug: PolicySlug; offset: number }) {
  const page = usePolicyPage(slug, useLocale());
  return (
    <Card styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
      <LoadState queries={[page]} rows={8}>
        {(shown) => <MarkdownDocument page={shown} titleLevel={2} scrollMargin={offset} />}
      </LoadState>
    </Card>
  );
}

/** /text: the Terms of Service and the Privacy Policy, as admins keep them (Admin → Policies). */
export default function TextPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const anchorOffset = TOP_BAR_HEIGHT + 16;
  const terms = usePolicyPage('terms', useLocale());
  const loaded = terms.isSuccess;

  // The texts load after the browser looked for the `#anchor` of the address: scroll to it once they are here.
  useEffect(() => {
    if (hash && loaded) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, loaded]);

  return (
    <PublicFrame maxWidth={980}>
      <Flex vertical gap={24}>
        <Flex wrap gap="8px 24px">
          <RouterLink to="/startup">
            <ArrowLeftOutlined aria-hidden /> {t('legal.nav.back')}
          </RouterLink>
          <RouterLink to="/login">
            <LoginOutlined aria-hidden /> {t('legal.nav.signIn')}
          </RouterLink>
        </Flex>

        <div>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(26px, 5vw, 36px)' }}>
            {t('legal.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ marginTop: 16 }}>{t('legal.intro')}</Typography.Paragraph>
          <nav aria-label={t('legal.contents')}>
            <Row gutter={[24, 8]}>
              {LEGAL_SLUGS.map((slug) => (
                <Col key={slug}>
                  <Typography.Link href={`#${slug}`} strong>
                    {t(`legal.${slug}.title`)}
                  </Typography.Link>
                </Col>
              ))}
            </Row>
          </nav>
        </div>

        {LEGAL_SLUGS.map((slug) => (
          <LegalDocument key={slug} slug={slug} offset={anchorOffset} />
        ))}
      </Flex>
    </PublicFrame>
  );
}
