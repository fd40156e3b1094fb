import { createRequire } from 'node:module';
import type { ICity, ICountry, IState } from 'country-state-city';

// The package ships CommonJS whose index loads the 8 MB city list; each part is required on its own, on first use,
// so a server that never answers a city question never pays for it.
const load = createRequire(import.meta.url);

interface CountryPart {
  getAllCountries(): ICountry[];
  getCountryByCode(code: string): ICountry | undefined;
}
interface StatePart {
  getStatesOfCountry(countryCode: string): IState[];
  getStateByCodeAndCountry(code: string, countryCode: string): IState | undefined;
}
interface CityPart {
  getCitiesOfState(countryCode: string, stateCode: string): ICity[];
}

let countryPart: CountryPart | undefined;
let statePart: StatePart | undefined;
let cityPart: CityPart | undefined;

function part<T>(file: string): T {
  return (load(`country-state-city/lib/cjs/${file}.js`) as { default: T }).default;
}

export const countryData = (): CountryPart => (countryPart ??= part<CountryPart>('country'));
export const stateData = (): StatePart => (statePart ??= part<StatePart>('state'));
export const cityData = (): CityPart => (cityPart ??= part<CityPart>('city'));
