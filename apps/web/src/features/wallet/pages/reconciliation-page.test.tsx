import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aReconciliation } from '../test/fake-wallet';
import { fakeWalletApi } from '../test/fake-wallet-api';

const URL = '/api/admin/ledger/reconciliation';
const check = (name: string) => screen.getByRole('listitem', { name, hidden: true });

describe('Admin → Ledger reconciliation', () => {
  it('says every check passed, with the counts and the totals per account kind', async () => {
    fakeWalletApi({ role: 'admin' });
    renderApp('/admin/reconciliation');

    expect(await screen.findByText('All checks passed')).toBeInTheDocument();
    expect(screen.getByText('Transactions').closest('.ant-statistic')).toHaveTextContent('1,204');
    expect(screen.getByText('Entries').closest('.ant-statistic')).toHaveTextContent('2,408');
    expect(screen.getByText('Accounts').closest('.ant-statistic')).toHaveTextContent('37');
    const balanced = check('Transactions balance');
    expect(balanced).toHaveTextContent('Passed');
    expect(balanced).toHaveTextContent('The entries of every transaction sum to zero');
    expect(check('No negative wallets')).toHaveTextContent('Passed');

    const totals = screen.getByRole('table', { name: 'Totals per account kind', hidden: true });
    const kinds = [...totals.querySelectorAll('tbody tr:not([aria-hidden]), tfoot tr')].map((r) => r.textContent).filter(Boolean);
    expect(kinds).toEqual([
      expect.stringMatching(/^Gateway clearing.*USD-\$12,500\.00$/),
      expect.stringMatching(/^Seller wallets.*USD\$12,125\.00$/),
      expect.stringMatching(/^Adjustments.*USD-\$25\.00$/),
      expect.stringMatching(/^Platform revenue.*USD\$400\.00$/),
      'Sum of all accountsUSD$0.00',
    ]);

    await act(async () => {
      await i18n.changeLanguage('pt-BR');
    });
    expect(await screen.findByText('Todas as verificações passaram')).toBeInTheDocument();
    expect(within(totals).getByText('Receita da plataforma').closest('tr')).toHaveTextContent('US$ 400,00');
  });

  it('counts the problems of a failed report, shows each offender, and checks again on demand', async () => {
    const api = fakeWalletApi({ role: 'admin' });
    api.state.reconciliation = aReconciliation({
      transactionsBalanced: [{ id: '01JTX0000000000000000000AB', expected: 0, actual: 500 }],
      cachedBalances: [
        { id: 'wallet:USD:u-ana', expected: 8_000, actual: 8_500 },
        { id: 'wallet:USD:u-bo', expected: 0, actual: 100 },
      ],
      transactionsHaveEntries: [{ id: '01JTX0000000000000000000CD', expected: 2, actual: 1 }],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/reconciliation');

    const verdict = await screen.findByRole('alert', { hidden: true });
    expect(verdict).toHaveTextContent('4 problems found');
    expect(verdict).toHaveTextContent('3 of 6 checks failed.');
    expect(check('Transactions balance')).toHaveTextContent('1 problem');
    expect(check('Currencies balance')).toHaveTextContent('Passed');

    const cached = check('Stored balances');
    expect(cached).toHaveTextContent('2 problems');
    const ana = within(cached).getByText('wallet:USD:u-ana').closest('tr')!;
    expect(ana).toHaveTextContent('$80.00');
    expect(ana).toHaveTextContent('$85.00');
    // Entries are counted, not money.
    expect(within(check('Complete transactions')).getByText('01JTX0000000000000000000CD').closest('tr')).toHaveTextContent(
      /^01JTX0000000000000000000CD21$/,
    );

    api.state.reconciliation = aReconciliation();
    await user.click(screen.getByRole('button', { name: 'Check again', hidden: true }));
    expect(await screen.findByText('All checks passed')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', URL)).toHaveLength(2));
  });

  it('shows why the report could not be made, with a way to try again', async () => {
    const api = fakeWalletApi({ role: 'admin' });
    api.state.failReconciliation = true;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/reconciliation');
    // A 500 is tried again twice (with a pause) before the page gives up.
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Broken on our side.')).toBeInTheDocument();
    api.state.failReconciliation = false;
    await user.click(screen.getByRole('button', { name: 'Try again', hidden: true }));
    expect(await screen.findByText('All checks passed')).toBeInTheDocument();
  });
});
