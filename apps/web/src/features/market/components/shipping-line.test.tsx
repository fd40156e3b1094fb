import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ShippingLine } from './shipping-line';

const estimate = { methodCode: 'DP_STANDARD', methodName: 'Dropport Standard', costCents: 420, daysMin: 7, daysMax: 12 };

describe("a card's shipping line", () => {
  it('gives the cheapest cost and the delivery days to the ship-to country', () => {
    render(<ShippingLine shipping={estimate} country="Germany" />);
    expect(screen.getByTestId('shipping-line')).toHaveTextContent('Shipping to Germany: $4.20 · 7–12 days');
    expect(screen.getByTitle('Dropport Standard')).toBeInTheDocument();
  });

  it('names one figure when the carrier gives one', () => {
    render(<ShippingLine shipping={{ ...estimate, daysMin: 5, daysMax: 5, costCents: 1999 }} country="United States" />);
    expect(screen.getByTestId('shipping-line')).toHaveTextContent('Shipping to United States: $19.99 · 5 days');
  });

  it('says so when no method ships there', () => {
    render(<ShippingLine shipping={null} country="Japan" />);
    expect(screen.getByTestId('shipping-line')).toHaveTextContent('No shipping to Japan');
  });

  it('speaks the console language, money included', async () => {
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    render(<ShippingLine shipping={{ ...estimate, costCents: 123456 }} country="Alemania" />);
    expect(screen.getByTestId('shipping-line').textContent?.replace(/\s/g, ' ')).toContain(
      'Envío a Alemania: 1234,56 US$ · 7–12 días',
    );
  });
});
