import { Card, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's heading, an h3 (the console's frame holds the higher levels). */
  title: ReactNode;
  /** Beside the title: tags and links about what the page shows. */
  tags?: ReactNode;
  /** The page's actions, at the right of the title; under it when the screen is too narrow. */
  extra?: ReactNode;
  /** What the page is for, in secondary text under the title. */
  subtitle?: ReactNode;
}

// Inline, as antd's own heading and paragraph margins outrank a class.
const TITLE: CSSProperties = { margin: 0, minWidth: 0, overflowWrap: 'anywhere' };
const SUBTITLE: CSSProperties = { margin: '8px 0 0', maxWidth: 760 };
// The actions may shrink to the row (a search box narrows) instead of overflowing it.
const EXTRA: CSSProperties = { minWidth: 0, maxWidth: '100%' };

/** A page's heading row (title, tags, actions) and its introduction. */
export function PageHeader({ title, tags, extra, subtitle }: PageHeaderProps) {
  const heading = (
    <Typography.Title level={3} style={TITLE}>
      {title}
    </Typography.Title>
  );
  return (
    <div>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        {tags ? (
          <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
            {heading}
            {tags}
          </Flex>
        ) : (
          heading
        )}
        {extra ? (
          <Flex gap={8} wrap style={EXTRA}>
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {subtitle ? (
        <Typography.Paragraph type="secondary" style={SUBTITLE}>
          {subtitle}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

/** The heading of a section inside a page, a drawer or a dialog: an h5 with nothing above it. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={5} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * How a page is framed:
 * - `card`: the header and the body in one card;
 * - `cards`: the header in a card of its own (with `head` under it), the body's own cards below;
 * - `plain`: the header on the page's ground, the body's cards below.
 */
export type PageFrame = 'card' | 'cards' | 'plain';

export interface PageProps extends PageHeaderProps {
  frame?: PageFrame;
  /** With the `cards` frame: more of the header's card, under the introduction (tabs, filters, a notice). */
  head?: ReactNode;
  /** The body: its parts stand 16px apart, as the header does from them. */
  children?: ReactNode;
}

/** The parts of a page, one under the other, 16px apart. */
function Stack({ children }: { children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      {children}
    </Flex>
  );
}

/** A console page: its header (title, actions, introduction) and its body, in one of the frames above. */
export function Page({ frame = 'card', head, children, ...header }: PageProps) {
  const top = <PageHeader {...header} />;
  if (frame === 'card')
    return (
      <Card>
        <Stack>
          {top}
          {children}
        </Stack>
      </Card>
    );
  return (
    <Stack>
      {frame === 'cards' ? (
        <Card>
          <Stack>
            {top}
            {head}
          </Stack>
        </Card>
      ) : (
        top
      )}
      {children}
    </Stack>
  );
}
