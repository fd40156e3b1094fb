import { Select, type SelectProps } from 'antd';
import type { Country } from '@dropport/contracts';
import { useMemo } from 'react';

type Props = Omit<SelectProps<string>, 'options' | 'showSearch'> & { countries: readonly Country[] };

/** A searchable country picker: flag and localized name, found by name or ISO code. */
export function CountrySelect({ countries, ...rest }: Props) {
  const options = useMemo(
    () => countries.map((c) => ({ value: c.code, label: `${c.flag} ${c.name}`, search: `${c.name} ${c.code}`.toLowerCase() })),
    [countries],
  );
  return (
    <Select<string>
      {...rest}
      showSearch={{
        filterOption: (input, option) => !!option && option.search.includes(input.trim().toLowerCase()),
      }}
      options={options}
    />
  );
}
