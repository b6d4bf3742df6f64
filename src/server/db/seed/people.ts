import type { Random } from '../../../shared/domain/random.ts';
import { PUBLISHERS } from './catalogData.ts';
import { personName } from './prose.ts';

export const DEMO_EMAIL = 'demo@booktrade.test';
export const DEMO_PASSWORD = 'Demo-pass1!';
/** Every demo address ends with this; the other demo users share DEMO_PASSWORD too. */
export const DEMO_EMAIL_DOMAIN = '@booktrade.test';

export interface OrgSpec {
  key: string;
  name: string;
  country: 'US' | 'GB';
  city: string;
  stateProvince: string;
}

export interface UserSpec {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  classification: string;
  title: string;
  orgKey: string;
  /** Index into PUBLISHERS for publisher staff. */
  publisherIndex?: number;
}

/** Bookshops, libraries and others, in the US and GB; publisher organisations come from PUBLISHERS. */
const OTHER_ORGS: OrgSpec[] = [
  { key: 'riverbend', name: 'Riverbend Books', country: 'US', city: 'Ashland', stateProvince: 'OR' },
  { key: 'maple', name: 'Maple Street Library', country: 'US', city: 'Madison', stateProvince: 'WI' },
  { key: 'pageturner', name: 'Pageturner Books', country: 'US', city: 'Austin', stateProvince: 'TX' },
  { key: 'lakeside', name: 'Lakeside College Library', country: 'US', city: 'Chicago', stateProvince: 'IL' },
  { key: 'reviewers', name: 'Independent Reviewers Collective', country: 'US', city: 'Denver', stateProvince: 'CO' },
  { key: 'readingroom', name: 'The Reading Room', country: 'GB', city: 'Bristol', stateProvince: '' },
  { key: 'kingsway', name: 'Kingsway Public Library', country: 'GB', city: 'Leeds', stateProvince: '' },
  { key: 'elmoak', name: 'Elm & Oak Bookshop', country: 'GB', city: 'York', stateProvince: '' },
];

export function generateOrgs(): OrgSpec[] {
  const publisherOrgs = PUBLISHERS.map((p, i) => ({
    key: `publisher-${i}`,
    name: p.name,
    country: p.country,
    city: p.city,
    stateProvince: p.stateProvince,
  }));
  return [...OTHER_ORGS, ...publisherOrgs];
}

const ROLES: Array<{ classification: string; titles: string[]; orgKeys: string[] }> = [
  { classification: 'Bookseller', titles: ['Buyer', 'Store Manager', 'Bookseller'], orgKeys: ['riverbend', 'pageturner', 'readingroom', 'elmoak'] },
  {
    classification: 'Librarian',
    titles: ['Collection Development Librarian', 'Youth Services Librarian'],
    orgKeys: ['maple', 'lakeside', 'kingsway'],
  },
  { classification: 'Reviewer', titles: ['Reviewer', 'Book Blogger'], orgKeys: ['reviewers'] },
  { classification: 'Educator', titles: ['Teacher', 'Lecturer'], orgKeys: ['lakeside'] },
];

function emailOf(firstName: string, lastName: string, used: Set<string>): string {
  const base = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]+/g, '');
  let email = `${base}${DEMO_EMAIL_DOMAIN}`;
  for (let n = 2; used.has(email); n++) email = `${base}${n}${DEMO_EMAIL_DOMAIN}`;
  used.add(email);
  return email;
}

/** The demo account first, then one staff member per publisher, then trade users. */
export function generateUsers(rnd: Random, count: number): UserSpec[] {
  const used = new Set<string>([DEMO_EMAIL]);
  const list: UserSpec[] = [
    { key: 'demo', firstName: 'Demo', lastName: 'Reader', email: DEMO_EMAIL, classification: 'Bookseller', title: 'Buyer', orgKey: 'riverbend' },
  ];
  PUBLISHERS.forEach((_, i) => {
    const { firstName, lastName } = personName(rnd);
    list.push({
      key: `publisher-staff-${i}`,
      firstName,
      lastName,
      email: emailOf(firstName, lastName, used),
      classification: 'Publishing professional',
      title: rnd.pick(['Publicity Director', 'Marketing Manager', 'Sales Director']),
      orgKey: `publisher-${i}`,
      publisherIndex: i,
    });
  });
  while (list.length < count) {
    const { firstName, lastName } = personName(rnd);
    const role = rnd.pick(ROLES);
    list.push({
      key: `user-${list.length}`,
      firstName,
      lastName,
      email: emailOf(firstName, lastName, used),
      classification: role.classification,
      title: rnd.pick(role.titles),
      orgKey: rnd.pick(role.orgKeys),
    });
  }
  return list;
}
