import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@dropport/contracts';
import { useSessionStore } from '@/stores/session-store';
import { aUser } from '@/test/fixtures';
import { Permission } from './permission';

function as(role: Role, adminView = true) {
  useSessionStore.setState({ user: aUser({ role }), adminView });
}

describe('<Permission>', () => {
  it('shows its children only to the listed roles', () => {
    as('user');
    render(
      <>
        <Permission roles={['admin']}>
          <p>admin tools</p>
        </Permission>
        <Permission roles={['user', 'admin']}>
          <p>seller tools</p>
        </Permission>
        <Permission roles={['*']}>
          <p>everyone</p>
        </Permission>
      </>,
    );
    expect(screen.queryByText('admin tools')).not.toBeInTheDocument();
    expect(screen.getByText('seller tools')).toBeInTheDocument();
    expect(screen.getByText('everyone')).toBeInTheDocument();
  });

  it("judges an admin by the view: the seller's view hides admin-only parts", () => {
    as('admin');
    const { rerender } = render(<Permission roles={['admin']}>admin tools</Permission>);
    expect(screen.getByText('admin tools')).toBeInTheDocument();
    useSessionStore.getState().switchRole();
    rerender(<Permission roles={['admin']}>admin tools</Permission>);
    expect(screen.queryByText('admin tools')).not.toBeInTheDocument();
  });

  it('throws when the roles are not a list', () => {
    as('admin');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notAList = 'admin' as unknown as Role[];
    expect(() => render(<Permission roles={notAList}>x</Permission>)).toThrow(/list of roles/);
    quiet.mockRestore();
  });
});
