import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../contracts/session.ts';
import { canImportTitles, percentOf, PUBLISHER_IMPORT_PRIVILEGE } from './publisherImport.ts';

const user = (privileges: string[]) => ({ user: { privileges: privileges.map((name) => ({ name })) } }) as unknown as SessionUser;

describe('publisher import rules', () => {
  it('offers the import to users with the publisher privilege only', () => {
    expect(canImportTitles(user([PUBLISHER_IMPORT_PRIVILEGE]))).toBe(true);
    expect(canImportTitles(user(['other']))).toBe(false);
    expect(canImportTitles(undefined)).toBe(false);
  });
  it('rounds upload progress to a percentage within 0..100', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 4)).toBe(100);
  });
});
