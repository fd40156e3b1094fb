import { Select, type SelectProps } from 'antd';
import type { Country } from '@dropport/contracts';
import { useMemo, type ReactNode } from 'react';
import { CountryName } from './country-name';
import { countryRank } from './country-search';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'> & {
  countries: readonly Pick<Country, 'code' | 'name'>[];
};

interface Option {
  value: string;
  label: ReactNode;
  /** The plain name: searched, and the option's tooltip. */
  title: string;
}

/**
 * The console's one country picker: localized name with its ISO code, found by typing either (accents optional);
 * the best match comes first, so Enter picks what was typed.
 */
export function CountrySelect({ countries, ...rest }: Props) {
  const options = useMemo<Option[]>(
    () => countries.map((c) => ({ value: c.code, title: c.name, label: <CountryName code={c.code} name={c.name} /> })),
    [countries],
  );
  const rank = (o: Option | undefined, typed: string) => (o ? countryRank({ code: o.value, name: o.title }, typed) : -1);
  return (
    <Select<string, Option>
      {...rest}
      showSearch={{
        filterOption: (input, option) => rank(option, input) >= 0,
        // Array.prototype.sort is stable: equally good matches keep the list's (alphabetical) order.
        filterSort: (a, b, { searchValue }) => rank(a, searchValue) - rank(b, searchValue),
      }}
      options={options}
    />
  );
}
