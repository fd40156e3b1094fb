import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page, PageHeader } from './page';

describe('<Page>', () => {
  it('heads the page with its title as an h3, its actions and its introduction', () => {
    render(
      <Page title="Balance" subtitle="What you can spend." extra={<button type="button">Recharge</button>}>
        <p>body</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Balance' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText('What you can spend.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharge' })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('frames the header and the body in one card, or the header in its own card above the body', () => {
    const { container, rerender } = render(
      <Page title="Orders">
        <p>body</p>
      </Page>,
    );
    const one = container.querySelectorAll('.ant-card');
    expect(one).toHaveLength(1);
    expect(within(one[0] as HTMLElement).getByText('body')).toBeInTheDocument();

    rerender(
      <Page frame="cards" title="Orders" head={<p>tabs</p>}>
        <p>body</p>
      </Page>,
    );
    const header = container.querySelectorAll('.ant-card');
    expect(header).toHaveLength(1);
    expect(within(header[0] as HTMLElement).getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(within(header[0] as HTMLElement).getByText('tabs')).toBeInTheDocument();
    expect(within(header[0] as HTMLElement).queryByText('body')).not.toBeInTheDocument();

    rerender(
      <Page frame="plain" title="Orders">
        <p>body</p>
      </Page>,
    );
    expect(container.querySelector('.ant-card')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Orders' })).toBeInTheDocument();
  });

  it('puts tags beside the title, outside its name', () => {
    render(<PageHeader title="Yoga mat" tags={<span>In the market</span>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Yoga mat' })).toBeInTheDocument();
    expect(screen.getByText('In the market')).toBeInTheDocument();
  });
});
