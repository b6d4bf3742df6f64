import type { Country, Region } from '../../shared/contracts/session.ts';

/** Codes Intl names that are not countries a person registers from. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB', 'XK', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ']);

let cached: Country[] | undefined;

/** ISO 3166-1 alpha-2 countries with English names, sorted by name (built from Intl, no data file). */
export function countries(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const list: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      // skip deprecated aliases (UK -> GB, SU -> RU, ...)
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  }
  list.sort((x, y) => x.name.localeCompare(y.name, 'en'));
  cached = list;
  return list;
}

export function isCountryCode(code: string): boolean {
  return countries().some((c) => c.code === code.toUpperCase());
}

/** Culture for a country: en-GB for GB/UK (British dates), else en-US. */
export function cultureForCountry(country: string): string {
  const code = country.toUpperCase();
  return code === 'GB' || code === 'UK' ? 'en-GB' : 'en-US';
}

/** The region answered by GET /api/v1/me/preferences/region. */
export function regionFor(country: string, cultureName: string): Region {
  const code = country.toUpperCase() || (cultureName.split('-')[1] ?? 'US');
  const name = countries().find((c) => c.code === code)?.name ?? code;
  return { name, cultureName };
}
