import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { CountrySelect } from './country-select';
import { countryRank } from './country-search';

// As the server names them in es-ES, in its (alphabetical) order.
const ES = [
  { code: 'DE', name: 'Alemania' },
  { code: 'AU', name: 'Australia' },
  { code: 'SK', name: 'Eslovaquia' },
  { code: 'SI', name: 'Eslovenia' },
  { code: 'ES', name: 'España' },
  { code: 'US', name: 'Estados Unidos' },
  { code: 'EE', name: 'Estonia' },
  { code: 'NL', name: 'Países Bajos' },
  { code: 'RU', name: 'Rusia' },
];
const EN = [
  { code: 'AU', name: 'Australia' },
  { code: 'BY', name: 'Belarus' },
  { code: 'RU', name: 'Russia' },
  { code: 'ES', name: 'Spain' },
  { code: 'US', name: 'United States' },
];

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en-US');
  });
});

function renderPicker(countries: typeof ES) {
  const onChange = vi.fn();
  render(
    <>
      <label htmlFor="country">Country</label>
      <CountrySelect id="country" countries={countries} onChange={onChange} />
    </>,
  );
  return onChange;
}

/** Enter as a browser sends it: the list reads the legacy key code, which the user-event library leaves at 0. */
const pressEnter = () =>
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Country' }), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });

describe('<CountrySelect>', () => {
  it('in es-ES finds España by "spa", and Enter picks it', async () => {
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    const onChange = renderPicker(ES);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'spa');
    expect(await screen.findByTitle('España')).toBeInTheDocument();
    pressEnter();
    expect(onChange).toHaveBeenCalledWith('ES', expect.anything());
  });

  it('in es-ES puts España first for "es" (its ISO code), though other names start with "es", and Enter picks it', async () => {
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    const onChange = renderPicker(ES);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'es');
    await screen.findAllByTitle('España');
    pressEnter();
    expect(onChange).toHaveBeenCalledWith('ES', expect.anything());
  });

  it('finds a country by its name without accents, and "US" is the United States before Australia or Russia', async () => {
    const onChange = renderPicker(EN);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Country' });
    await user.type(box, 'US');
    await screen.findAllByTitle('United States');
    pressEnter();
    expect(onChange).toHaveBeenLastCalledWith('US', expect.anything());
  });

  it('shows the ISO code beside each name rather than a flag emoji', async () => {
    renderPicker(EN);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const option = (await screen.findAllByTitle('Spain')).at(-1)!;
    expect(option).toHaveTextContent(/^Spain\s*ES$/);
  });
});

describe('countryRank', () => {
  it('ranks code, name start, word start, anywhere in the name, and drops the rest', () => {
    const spain = { code: 'ES', name: 'España' };
    expect(countryRank(spain, 'es')).toBe(0);
    expect(countryRank(spain, 'espana')).toBe(1);
    expect(countryRank(spain, 'spa')).toBe(3);
    expect(countryRank({ code: 'NL', name: 'Países Bajos' }, 'baj')).toBe(2);
    expect(countryRank({ code: 'US', name: 'United States' }, 'us')).toBe(0);
    expect(countryRank({ code: 'RU', name: 'Russia' }, 'us')).toBe(3);
    expect(countryRank(spain, 'xyz')).toBe(-1);
  });
});
