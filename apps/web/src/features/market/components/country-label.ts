import { useCallback, useMemo } from 'react';
import { byCode, useCountries } from '@/lib/regions/countries';

/**
 * A country code as the seller reads it in a sentence, "Germany" in the console's language; the bare code until names
 * load. No flag emoji: without an emoji font (most Linux desktops) they are drawn as empty boxes.
 */
export function useCountryLabel(): (code: string) => string {
  const countries = useCountries();
  const map = useMemo(() => byCode(countries.data), [countries.data]);
  return useCallback(
    (code: string) => {
      const c = map.get(code);
      return c ? c.name : code;
    },
    [map],
  );
}
