import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LanguagePicker } from './language-picker';

describe('the language picker', () => {
  it('lists the languages by their own names and switches to the one clicked', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveTextContent('English');
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    await user.click(picker);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español', 'Português']);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es-ES'));
    expect(document.documentElement.lang).toBe('es-ES');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Español');
  });

  it('works from the keyboard: arrows move, Enter picks, Escape closes without picking', async () => {
    const user = userEvent.setup();
    render(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    picker.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(i18n.language).toBe('en-US');

    await user.keyboard('{ArrowDown}{End}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Português' }).id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('pt-BR'));
  });
});
