import type { OptionAxis, Variant } from '@dropport/contracts';

/** The value chosen on each option axis, e.g. `{ Color: 'Red', Size: 'M' }`; an axis not chosen yet is absent. */
export type Choice = Record<string, string>;

/** What the picker starts on: the first variant in stock (else the first), so a price and SKU show at once. */
export function initialChoice(variants: readonly Variant[]): Choice {
  const first = variants.find((v) => v.stock > 0) ?? variants[0];
  return first ? { ...first.options } : {};
}

/** The variant that has exactly the chosen value on every axis, if the choice is complete and offered. */
export function findVariant(variants: readonly Variant[], axes: readonly OptionAxis[], choice: Choice): Variant | undefined {
  if (axes.length === 0) return variants.length === 1 ? variants[0] : undefined;
  if (axes.some((a) => choice[a.name] === undefined)) return undefined;
  return variants.find((v) => axes.every((a) => v.options[a.name] === choice[a.name]));
}

/** Whether some variant has `value` on `axis` together with what is chosen on the other axes. */
export function isOffered(
  variants: readonly Variant[],
  axes: readonly OptionAxis[],
  choice: Choice,
  axis: string,
  value: string,
) {
  return variants.some(
    (v) =>
      v.options[axis] === value &&
      axes.every((a) => a.name === axis || choice[a.name] === undefined || v.options[a.name] === choice[a.name]),
  );
}

/** Picking a value: when the other choices have no variant with it, they make way for the nearest one that has it. */
export function choose(
  variants: readonly Variant[],
  axes: readonly OptionAxis[],
  choice: Choice,
  axis: string,
  value: string,
): Choice {
  const next = { ...choice, [axis]: value };
  if (findVariant(variants, axes, next) || axes.some((a) => next[a.name] === undefined)) return next;
  const candidates = variants.filter((v) => v.options[axis] === value);
  const score = (v: Variant) => axes.filter((a) => v.options[a.name] === next[a.name]).length + (v.stock > 0 ? 0.5 : 0);
  const best = candidates.reduce<Variant | undefined>((b, v) => (!b || score(v) > score(b) ? v : b), undefined);
  return best ? { ...best.options } : next;
}

/** A variant named by its values, in axis order: "Red / M". */
export function variantName(variant: Variant, axes: readonly OptionAxis[]): string {
  return axes.map((a) => variant.options[a.name] ?? '–').join(' / ');
}
