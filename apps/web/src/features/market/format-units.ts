/** Weights, sizes and counts through Intl for the active locale. */

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** Grams as "850 g" or, from a kilogram on, "1.25 kg". */
export function formatWeight(grams: number, locale: string): string {
  const kg = grams >= 1000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: kg ? 'kilogram' : 'gram', maximumFractionDigits: 2 }).format(
    kg ? grams / 1000 : grams,
  );
}

/** A parcel's size in centimetres: "30 × 20 × 4.5 cm". */
export function formatSize(size: { lengthMm: number; widthMm: number; heightMm: number }, locale: string): string {
  const cm = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const unit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'centimeter', maximumFractionDigits: 1 });
  return `${cm.format(size.lengthMm / 10)} × ${cm.format(size.widthMm / 10)} × ${unit.format(size.heightMm / 10)}`;
}

/** A supplier's rating in tenths (45) as the locale writes 4.5. */
export function formatRating(tenths: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(tenths / 10);
}
