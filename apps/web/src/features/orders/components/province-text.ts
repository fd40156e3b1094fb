import type { OrderAddress } from '@dropport/contracts';

/** A province as the seller reads it: its name with the code beside it, or whichever of the two the order has. */
export function provinceText(a: Pick<OrderAddress, 'province' | 'provinceCode'>): string {
  const name = a.province?.trim() || null;
  const code = a.provinceCode?.trim() || null;
  if (name && code && name.toUpperCase() !== code.toUpperCase()) return `${name} (${code})`;
  return name ?? code ?? '';
}
