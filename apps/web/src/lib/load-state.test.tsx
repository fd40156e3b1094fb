import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http';
import { LoadFailed, LoadState, type Loadable } from './load-state';

const pending = (): Loadable => ({ isPending: true, isError: false, error: null, refetch: vi.fn() });
const done = (): Loadable => ({ isPending: false, isError: false, error: null, refetch: vi.fn() });
const failed = (message: string): Loadable => ({
  isPending: false,
  isError: true,
  error: new ApiError(500, { code: 'INTERNAL', message, params: {} }),
  refetch: vi.fn(),
});

describe('<LoadState>', () => {
  it('shows a skeleton while a query is pending, or the one it is given', () => {
    const { container, rerender } = render(<LoadState queries={[done(), pending()]}>{() => 'content'}</LoadState>);
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    rerender(
      <LoadState queries={[pending()]} skeleton={<p>waiting</p>}>
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('shows why a query failed, and Retry refetches the failed queries only', async () => {
    const user = userEvent.setup();
    const ok = done();
    const waiting = pending();
    const broken = failed('The server is down.');
    render(<LoadState queries={[ok, waiting, broken]}>{() => 'content'}</LoadState>);
    expect(screen.getByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The server is down.')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(waiting.refetch).not.toHaveBeenCalled();
  });

  it('shows its content once every query has answered', () => {
    const content = vi.fn(() => <p>content</p>);
    render(<LoadState queries={[done(), done()]}>{content}</LoadState>);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(content).toHaveBeenCalled();
  });

  it('gives its content what each query holds, in order', () => {
    const count = { ...done(), data: 3 };
    const name = { ...done(), data: 'Ana' };
    render(<LoadState queries={[count, name]}>{(n, who) => <p>{`${who} has ${n + 1}`}</p>}</LoadState>);
    expect(screen.getByText('Ana has 4')).toBeInTheDocument();
  });

  it('shows a skeleton of the lines it is told while pending', () => {
    const { container } = render(
      <LoadState queries={[pending()]} rows={6}>
        {() => 'content'}
      </LoadState>,
    );
    expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(6);
  });

  it('offers its extra actions after Retry when a query failed', () => {
    render(
      <LoadState queries={[failed('Down.')]} extra={<button type="button">Clear filters</button>}>
        {() => 'content'}
      </LoadState>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again', 'Clear filters']);
  });
});

describe('<LoadFailed>', () => {
  it('says what could not be loaded when told', () => {
    render(<LoadFailed title="Your figures could not be loaded." error={new Error('x')} onRetry={vi.fn()} />);
    expect(screen.getByText('Your figures could not be loaded.')).toBeInTheDocument();
  });

  it('puts its extra actions after Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadFailed error={new Error('x')} onRetry={onRetry} extra={<button type="button">Clear filters</button>} />);
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Clear filters']);
    await user.click(buttons[0]!);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
