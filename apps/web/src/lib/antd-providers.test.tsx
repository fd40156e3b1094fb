import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdProviders } from './antd-providers';

/** A system setting the test can flip, as matchMedia reports it. */
function systemMotionSetting(reduced: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduced;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    matches = next;
    listeners.forEach((l) => l());
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'animated' : 'still'}</p>;
}

describe('AntdProviders', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates dialogs and menus unless the system asks for reduced motion, following a change at once', () => {
    const setReduced = systemMotionSetting(false);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByText('animated')).toBeInTheDocument();
    act(() => setReduced(true));
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('starts still when the system already asks for reduced motion', () => {
    systemMotionSetting(true);
    render(
      <AntdProviders>
        <Motion />
      </AntdProviders>,
    );
    expect(screen.getByText('still')).toBeInTheDocument();
  });
});
