/** ISBN-13 rules: a title mention is clickable only when its ISBN is valid (seed 2, section 5). */

/** The check digit (0-9) for the first 12 digits of an ISBN-13. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('need exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** true for 13 digits, starting 978 or 979, with a correct check digit (hyphens and spaces ignored). */
export function isValidIsbn13(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '');
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
