import { OrderAddressInput, PolicyUpdate, ProfileBody, Sku, UserSettingUpdate } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { rulesFrom } from './form-rules';

const said = { required: 'Required.', max: (n: number) => `At most ${n}.`, pattern: 'Not that.' };

describe('rulesFrom', () => {
  it('requires what the schema needs and caps it at the schema length, measured trimmed when the schema trims', () => {
    const rules = rulesFrom(OrderAddressInput.shape.name, said);
    expect(rules).toMatchObject([
      { required: true, whitespace: true, message: 'Required.' },
      { max: 120, message: 'At most 120.' },
    ]);
    const cap = rules[1] as { transform?: (v: unknown) => unknown };
    expect(cap.transform?.('  Ana  ')).toBe('Ana');
    expect(rulesFrom(PolicyUpdate.shape.title, said)).toMatchObject([{ required: true }, { max: 120 }]);
  });

  it('leaves a field the schema lets be empty optional, through its wrappers', () => {
    expect(rulesFrom(OrderAddressInput.shape.company, said)).toMatchObject([{ max: 120 }]);
    expect(rulesFrom(ProfileBody.shape.jobName, said)).toMatchObject([{ max: 128 }]);
  });

  it('takes the schema patterns, and requires text a pattern cannot match empty', () => {
    expect(rulesFrom(Sku, said)).toMatchObject([{ required: true }, { pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/ }]);
    const ioss = rulesFrom(UserSettingUpdate.shape.iossNumber, said);
    expect(ioss).toHaveLength(1);
    expect(ioss[0]).toMatchObject({ message: 'Not that.' });
  });

  it('throws when the schema checks something the form has no words for, unless told to leave it out', () => {
    expect(() => rulesFrom(OrderAddressInput.shape.name, { max: said.max })).toThrow(/presence/);
    expect(rulesFrom(OrderAddressInput.shape.name, { required: said.required, max: null })).toMatchObject([{ required: true }]);
  });
});
