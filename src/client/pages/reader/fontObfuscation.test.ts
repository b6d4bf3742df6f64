import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADOBE_OBFUSCATION, adobeKey, deobfuscate, IDPF_OBFUSCATION, idpfKey, OBFUSCATED_LENGTH, obfuscatedResources } from './fontObfuscation.ts';

const font = Uint8Array.from({ length: 1500 }, (_, i) => (i * 31 + 7) & 0xff);

describe('font de-obfuscation', () => {
  it('makes the IDPF key from the unique identifier without white space, and undoes the first 1040 bytes only', async () => {
    const key = await idpfKey('  urn:isbn: 9798000000017\n\t');
    expect(Buffer.from(key!).toString('hex')).toBe(createHash('sha1').update('urn:isbn:9798000000017').digest('hex'));
    const obfuscated = deobfuscate(font, key!, OBFUSCATED_LENGTH[IDPF_OBFUSCATION]);
    expect(obfuscated.subarray(0, 1040)).not.toEqual(font.subarray(0, 1040));
    expect(obfuscated.subarray(1040)).toEqual(font.subarray(1040));
    expect(deobfuscate(obfuscated, key!, 1040)).toEqual(font);
  });

  it('makes the Adobe key from the first UUID identifier, and undoes the first 1024 bytes only', () => {
    expect(adobeKey(['urn:isbn:9798000000017'])).toBeNull();
    const key = adobeKey(['urn:isbn:9798000000017', 'urn:uuid:1B4E28BA-2FA1-11D2-883F-0016D3CCA427'])!;
    expect(Buffer.from(key).toString('hex')).toBe('1b4e28ba2fa111d2883f0016d3cca427');
    const obfuscated = deobfuscate(font, key, OBFUSCATED_LENGTH[ADOBE_OBFUSCATION]);
    expect(obfuscated[0]).toBe(font[0]! ^ 0x1b);
    expect(obfuscated.subarray(1024)).toEqual(font.subarray(1024));
    expect(deobfuscate(obfuscated, key, 1024)).toEqual(font);
  });

  it('lists the obfuscated resources of encryption.xml by path, leaving real encryption out', () => {
    const found = obfuscatedResources([
      { algorithm: IDPF_OBFUSCATION, uri: 'OEBPS/fonts/My%20Font.ttf' },
      { algorithm: ADOBE_OBFUSCATION, uri: '/OEBPS/fonts/b.otf' },
      { algorithm: 'http://www.w3.org/2001/04/xmlenc#aes128-cbc', uri: 'OEBPS/text/ch1.xhtml' },
    ]);
    expect([...found]).toEqual([
      ['OEBPS/fonts/My Font.ttf', IDPF_OBFUSCATION],
      ['OEBPS/fonts/b.otf', ADOBE_OBFUSCATION],
    ]);
  });
});
