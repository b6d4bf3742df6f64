import { describe, expect, it } from 'vitest';
import { coverSvg, interiorSvg, wrapText } from '../../src/server/services/covers.ts';
import { avatarSvg, avatarUri, initialsOf } from '../../src/server/services/avatars.ts';

describe('coverSvg', () => {
  const cover = { sku: '9798123456786', title: 'The Quiet Cartographer of Linden Falls', author: 'Nora Whitlock' };
  it('is 2:3 at the requested height and shows title and author as text', () => {
    const svg = coverSvg(cover, 450);
    expect(svg).toMatch(/^<svg [^>]*width="300" height="450"/);
    expect(svg).toContain('>Nora Whitlock</tspan>');
    expect(svg).toContain('Cartographer');
    expect(coverSvg(cover, 135)).toMatch(/width="90" height="135"/);
  });
  it('escapes markup in titles and is the same picture each time', () => {
    const svg = coverSvg({ ...cover, title: 'Fish & <Chips>' });
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(coverSvg(cover)).toBe(coverSvg(cover));
  });
});

describe('wrapText', () => {
  it('wraps on word boundaries', () => {
    expect(wrapText('The Quiet Cartographer of Linden Falls', 14)).toEqual(['The Quiet', 'Cartographer', 'of Linden', 'Falls']);
  });
});

describe('interiorSvg', () => {
  it('sizes by height (thumbnail) or width (large) at 3:2', () => {
    expect(interiorSvg({ sku: '9798123456786', n: 1, caption: 'Map' }, { height: 360 })).toMatch(/width="540" height="360"/);
    expect(interiorSvg({ sku: '9798123456786', n: 1 }, { width: 1000 })).toMatch(/width="1000" height="667"/);
  });
});

describe('avatars', () => {
  it('uses initials and a colour index in the URI', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(avatarUri('Ada', 'Lovelace')).toMatch(/^\/avatars\/AL-\d{1,2}\.svg$/);
    expect(avatarSvg('AL', 3)).toContain('>AL</text>');
  });
});
