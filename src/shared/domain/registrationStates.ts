import { hasStateChoices } from './registration.ts';

/** State and province choices of the sign-up form; shown only for the United States and Canada. */
export interface StateChoice {
  code: string;
  name: string;
}

const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';

function parse(list: string): StateChoice[] {
  return list.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { code: entry.slice(0, space), name: entry.slice(space + 1) };
  });
}

/** The choices for a country code; empty for every country other than US and CA. */
export function stateChoices(countryCode: string | undefined): StateChoice[] {
  if (!hasStateChoices(countryCode)) return [];
  return parse((countryCode ?? '').trim().toUpperCase() === 'US' ? US_STATES : CA_PROVINCES);
}
