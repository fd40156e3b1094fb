import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../test/fake-market';
import { initialChoice, type Choice } from '../variants';
import { VariantPicker } from './variant-picker';

const product = aProduct();

function Harness() {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product.variants));
  return <VariantPicker axes={product.options} variants={product.variants} choice={choice} onChange={setChoice} />;
}

/** antd's radio buttons take the click on their label. */
const radio = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
const chosen = () => within(screen.getByLabelText('Chosen variant'));

describe('the variant picker', () => {
  it('starts on the first variant in stock and shows its SKU, cost and stock', () => {
    render(<Harness />);
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(chosen().getByText('DP000042-01')).toBeInTheDocument();
    expect(chosen().getByText('$10.00')).toBeInTheDocument();
    expect(chosen().getByText('10')).toBeInTheDocument();
  });

  it('shows the variant of each choice, out of stock included', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(radio('Pink'));
    expect(chosen().getByText('DP000042-03')).toBeInTheDocument();
    expect(chosen().getByText('$12.00')).toBeInTheDocument();
    await user.click(radio('Black'));
    await user.click(radio('M'));
    expect(chosen().getByText('DP000042-02')).toBeInTheDocument();
    expect(chosen().getByText('$11.00')).toBeInTheDocument();
    expect(chosen().getByText('Out of stock')).toBeInTheDocument();
  });

  it('says so when the choice has no variant', () => {
    const product2 = aProduct({ variants: aProduct().variants.slice(0, 1) });
    render(
      <VariantPicker
        axes={product2.options}
        variants={product2.variants}
        choice={{ Color: 'Pink', Size: 'M' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This combination is not offered; choose another.');
  });
});
