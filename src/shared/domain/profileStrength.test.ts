import { describe, expect, it } from 'vitest';
import { profileStrength, type ProfileFacts } from './profileStrength.ts';

const bare: ProfileFacts = { roleSummary: 'Bookseller', overview: '', hasAvatar: false, joinedCommunity: false, links: 0 };

describe('profileStrength', () => {
  it('is incomplete without a role summary, whatever the score', () => {
    const strength = profileStrength({ ...bare, roleSummary: ' ', overview: 'Buyer', hasAvatar: true, links: 6 });
    expect(strength.band).toBe('incomplete');
    expect(strength.score).toBe(9);
    expect(strength.next[0]).toBe('roleSummary');
  });

  it.each([
    [{}, 0, 'weak'],
    [{ hasAvatar: true }, 1, 'weak'],
    [{ overview: 'Buys fiction' }, 2, 'fair'],
    [{ overview: 'x', joinedCommunity: true }, 3, 'fair'],
    [{ overview: 'x', hasAvatar: true, joinedCommunity: true }, 4, 'good'],
    [{ overview: 'x', hasAvatar: true, joinedCommunity: true, links: 1 }, 5, 'good'],
    [{ overview: 'x', hasAvatar: true, joinedCommunity: true, links: 2 }, 6, 'excellent'],
  ] as const)('scores %o as %i (%s)', (facts, score, band) => {
    expect(profileStrength({ ...bare, ...facts })).toMatchObject({ score, band });
  });

  it('counts one point per social link, at most six, and a blank overview as none', () => {
    expect(profileStrength({ ...bare, overview: '   ', links: 9 }).score).toBe(6);
  });

  it('names what to add next, most points first, and nothing when complete', () => {
    expect(profileStrength(bare).next).toEqual(['overview', 'avatar', 'community', 'link']);
    expect(profileStrength({ ...bare, overview: 'x', hasAvatar: true, joinedCommunity: true, links: 6 }).next).toEqual([]);
  });
});
