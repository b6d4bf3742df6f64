import { describe, expect, it } from 'vitest';
import { communityFormProblems, createCommunityBody } from './communityForm.ts';

describe('communityFormProblems', () => {
  it('needs a name; a blank one counts as none', () => {
    expect(communityFormProblems({ name: '   ', description: '', code: '' })).toEqual({ name: 'nameRequired' });
    expect(communityFormProblems({ name: 'Fair insiders', description: '', code: '' })).toEqual({});
  });
  it('keeps to the contract limits', () => {
    expect(communityFormProblems({ name: 'x'.repeat(101), description: 'd'.repeat(2001), code: 'c'.repeat(65) })).toEqual({
      name: 'nameTooLong',
      description: 'descriptionTooLong',
      code: 'codeTooLong',
    });
  });
  it('a code is one word (it is typed into a URL when joining)', () => {
    expect(communityFormProblems({ name: 'A', description: '', code: 'FAIR 2026' })).toEqual({ code: 'codeSpaces' });
    expect(communityFormProblems({ name: 'A', description: '', code: '  FAIR2026 ' })).toEqual({});
  });
});

describe('createCommunityBody', () => {
  it('trims; a code makes it invited, none leaves it open', () => {
    expect(createCommunityBody({ name: ' Fair ', description: ' d ', code: ' CODE1 ' })).toEqual({
      name: 'Fair',
      description: 'd',
      type: 2,
      validationCode: 'CODE1',
    });
    expect(createCommunityBody({ name: 'Fair', description: '', code: '  ' }).validationCode).toBeNull();
  });
});
