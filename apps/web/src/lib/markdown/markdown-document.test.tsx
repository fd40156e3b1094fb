import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownDocument } from './markdown-document';

const BODY = [
  'Intro with a [link](https://example.com) and <b>raw html</b>.',
  '',
  '## 1. Processing **times**',
  '',
  '| Method | Days |',
  '| - | - |',
  '| Standard | 7–15 |',
  '',
  '### Holidays',
  '',
  '- one',
  '- two',
  '',
  '## 2. Tracking',
].join('\n');

const page = { slug: 'shipping-policy', title: 'Shipping policy', body: BODY, updatedAt: '2026-11-20T10:00:00.000Z' };

describe('MarkdownDocument', () => {
  it('shows the title, the date, the Markdown with ids on its headings, and a table of contents leading to them', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<MarkdownDocument page={page} titleLevel={2} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Shipping policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: /)).toHaveTextContent('2026');
    // `##` sits one level under the page title, `###` two.
    const times = screen.getByRole('heading', { level: 3, name: '1. Processing times' });
    expect(times).toHaveAttribute('id', 'shipping-policy-1-processing-times');
    expect(screen.getByRole('heading', { level: 4, name: 'Holidays' })).toHaveAttribute('id', 'shipping-policy-holidays');
    expect(screen.getByRole('cell', { name: '7–15' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['one', 'two']));
    // Raw HTML in the text is never rendered.
    expect(document.querySelector('article b')).toBeNull();
    expect(screen.getByRole('link', { name: 'link' })).toHaveAttribute('target', '_blank');

    const toc = screen.getByRole('navigation', { name: 'Contents of Shipping policy' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['1. Processing times', '#shipping-policy-1-processing-times'],
      ['Holidays', '#shipping-policy-holidays'],
      ['2. Tracking', '#shipping-policy-2-tracking'],
    ]);
    await userEvent.setup().click(within(toc).getByRole('link', { name: 'Holidays' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.instances[0]).toBe(screen.getByRole('heading', { name: 'Holidays' }));
    expect(window.location.hash).toBe('#shipping-policy-holidays');
  });

  it('has no table of contents for a text without headings', () => {
    render(<MarkdownDocument page={{ ...page, body: 'Just one paragraph.' }} />);
    expect(screen.getByText('Just one paragraph.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Contents')).not.toBeInTheDocument();
  });
});
