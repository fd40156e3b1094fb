import { Typography } from 'antd';
import { createElement, useMemo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { headingsOf } from './headings';

interface Props {
  markdown: string;
  /** Added to every heading level, so `##` sits under the page's own title. */
  headingOffset?: number;
  /** Prefix of the heading ids (several texts on one page). */
  idPrefix?: string;
  /** Space kept above a heading scrolled to (a sticky bar). */
  scrollMargin?: number;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const TAGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * Renders Markdown (GitHub flavour: tables, lists; raw HTML is not rendered) in the console's type. Headings get
 * the ids the table of contents links to.
 */
export function MarkdownView({ markdown, headingOffset = 0, idPrefix = '', scrollMargin = 80 }: Props) {
  const components = useMemo<Components>(() => {
    const idAt = new Map(headingsOf(markdown, idPrefix).map((h) => [h.line, h.id]));
    const heading =
      (level: number) =>
      ({ node, children }: { node?: { position?: { start: { line: number } } }; children?: ReactNode }) =>
        createElement(
          TAGS[Math.min(level + headingOffset, 6) - 1] ?? 'h6',
          {
            id: idAt.get(node?.position?.start.line ?? -1),
            className: 'markdown-heading',
            style: { scrollMarginTop: scrollMargin },
          },
          children,
        );
    return {
      h1: heading(1),
      h2: heading(2),
      h3: heading(3),
      h4: heading(4),
      h5: heading(5),
      h6: heading(6),
      a: ({ href, children }) => {
        const external = !!href && /^https?:/.test(href);
        return (
          <Typography.Link href={href} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
            {children}
          </Typography.Link>
        );
      },
    };
  }, [markdown, headingOffset, idPrefix, scrollMargin]);

  return (
    <Typography className="markdown-view">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {markdown}
      </ReactMarkdown>
    </Typography>
  );
}
