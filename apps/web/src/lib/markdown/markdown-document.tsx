import { Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format';
import { headingsOf } from './headings';
import { MarkdownView } from './markdown-view';
import { TableOfContents } from './table-of-contents';

/** A Markdown text with a title; `slug` prefixes its heading ids. */
export interface MarkdownPage {
  slug: string;
  title: string;
  body: string;
  updatedAt: string;
}

interface Props {
  page: MarkdownPage;
  /** The level of the page's own title; the text's `##` headings come one below it. */
  titleLevel?: 1 | 2 | 3 | 4;
  scrollMargin?: number;
}

/** A titled Markdown text: its title, when it last changed, a table of contents and the text. */
export function MarkdownDocument({ page, titleLevel = 2, scrollMargin }: Props) {
  const { t } = useTranslation();
  const prefix = `${page.slug}-`;
  const headings = useMemo(() => headingsOf(page.body, prefix), [page.body, prefix]);
  return (
    <article aria-labelledby={`${prefix}title`} id={page.slug} style={{ scrollMarginTop: scrollMargin }}>
      <Typography.Title id={`${prefix}title`} level={titleLevel} style={{ marginTop: 0 }}>
        {page.title}
      </Typography.Title>
      <Typography.Text type="secondary">{t('markdown.updated', { date: formatDate(page.updatedAt) })}</Typography.Text>
      <Row gutter={[32, 16]} style={{ marginTop: 16 }}>
        {headings.length > 0 ? (
          <Col xs={24} lg={7} style={{ order: 0 }}>
            <div style={{ position: 'sticky', top: scrollMargin ?? 80 }}>
              <Typography.Text strong>{t('markdown.contents')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <TableOfContents headings={headings} label={t('markdown.contentsOf', { title: page.title })} />
              </div>
            </div>
          </Col>
        ) : null}
        <Col xs={24} lg={headings.length > 0 ? 17 : 24}>
          <MarkdownView markdown={page.body} headingOffset={titleLevel - 1} idPrefix={prefix} scrollMargin={scrollMargin} />
        </Col>
      </Row>
    </article>
  );
}
