import { ArrowLeftOutlined, LoginOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PublicFrame, TOP_BAR_HEIGHT } from '../components/public-frame';
import { RouterLink } from '../components/router-link';

/**
 * A numbered clause: `legal.<doc>.<id>.title`, paragraphs `.p1`…`.pN` and bullet items `.i1`…`.iM`.
 * With bullets, the first paragraph introduces the list and any further paragraphs follow it.
 */
interface Clause {
  id: string;
  paragraphs: number;
  items?: number;
}

/** The Terms of Service, clause by clause. */
const TERMS: readonly Clause[] = [
  { id: 'c1', paragraphs: 2 }, // the service
  { id: 'c2', paragraphs: 2, items: 4 }, // your account
  { id: 'c3', paragraphs: 1, items: 6 }, // the prepaid wallet
  { id: 'c4', paragraphs: 2 }, // supplier products and shipping times
  { id: 'c5', paragraphs: 2 }, // linked stores
  { id: 'c6', paragraphs: 2, items: 5 }, // acceptable use
  { id: 'c7', paragraphs: 2 }, // fees
  { id: 'c8', paragraphs: 2 }, // liability
  { id: 'c9', paragraphs: 2 }, // termination
  { id: 'c10', paragraphs: 2 }, // changes and contact
];

/** The Privacy Policy, clause by clause. */
const PRIVACY: readonly Clause[] = [
  { id: 'c1', paragraphs: 1, items: 4 }, // what we collect
  { id: 'c2', paragraphs: 2, items: 4 }, // why
  { id: 'c3', paragraphs: 2, items: 3 }, // storage in the browser
  { id: 'c4', paragraphs: 1, items: 4 }, // retention
  { id: 'c5', paragraphs: 2, items: 4 }, // sharing
  { id: 'c6', paragraphs: 2, items: 4 }, // your rights
  { id: 'c7', paragraphs: 2 }, // security
  { id: 'c8', paragraphs: 2 }, // contact and changes
];

const DOCUMENTS = [
  { id: 'terms', clauses: TERMS },
  { id: 'privacy', clauses: PRIVACY },
] as const;

const UPDATED = new Date('2026-11-22T00:00:00Z');

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function ClauseBody({ base, clause }: { base: string; clause: Clause }) {
  const { t } = useTranslation();
  const paragraphs = range(clause.paragraphs).map((n) => (
    <Typography.Paragraph key={`p${n}`}>{t(`${base}.p${n}`)}</Typography.Paragraph>
  ));
  if (!clause.items) return paragraphs;
  return (
    <>
      {paragraphs.slice(0, 1)}
      <Typography.Paragraph>
        <ul>
          {range(clause.items).map((n) => (
            <li key={n}>{t(`${base}.i${n}`)}</li>
          ))}
        </ul>
      </Typography.Paragraph>
      {paragraphs.slice(1)}
    </>
  );
}

export default function TextPage() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { hash } = useLocation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(UPDATED);
  const anchorOffset = TOP_BAR_HEIGHT + 16;

  // The page loads lazily, after the browser looked for the `#anchor` of the address: scroll to it now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <PublicFrame maxWidth={820}>
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
          <Typography.Text type="secondary">{t('legal.updated', { date: updated })}</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 16 }}>{t('legal.intro')}</Typography.Paragraph>
        </div>

        <Card size="small" title={<span id="legal-contents">{t('legal.contents')}</span>}>
          <nav aria-labelledby="legal-contents">
            <Row gutter={[24, 8]}>
              {DOCUMENTS.map(({ id, clauses }) => (
                <Col key={id} xs={24} sm={12}>
                  <Typography.Link href={`#${id}`} strong>
                    {t(`legal.${id}.title`)}
                  </Typography.Link>
                  <ol style={{ margin: '8px 0 0', paddingInlineStart: 24 }}>
                    {clauses.map((clause) => (
                      <li key={clause.id}>
                        <Typography.Link href={`#${id}-${clause.id}`}>{t(`legal.${id}.${clause.id}.title`)}</Typography.Link>
                      </li>
                    ))}
                  </ol>
                </Col>
              ))}
            </Row>
          </nav>
        </Card>

        {DOCUMENTS.map(({ id, clauses }) => (
          <Card key={id} styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
            <section id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: anchorOffset }}>
              <Typography.Title id={`${id}-title`} level={2} style={{ marginTop: 0 }}>
                {t(`legal.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t(`legal.${id}.intro`)}</Typography.Paragraph>
              {clauses.map((clause, index) => (
                <section
                  key={clause.id}
                  id={`${id}-${clause.id}`}
                  aria-labelledby={`${id}-${clause.id}-title`}
                  style={{ scrollMarginTop: anchorOffset }}
                >
                  <Typography.Title
                    id={`${id}-${clause.id}-title`}
                    level={3}
                    style={{ fontSize: token.fontSizeHeading4, marginTop: 24 }}
                  >
                    {`${index + 1}. ${t(`legal.${id}.${clause.id}.title`)}`}
                  </Typography.Title>
                  <ClauseBody base={`legal.${id}.${clause.id}`} clause={clause} />
                </section>
              ))}
            </section>
          </Card>
        ))}
      </Flex>
    </PublicFrame>
  );
}
