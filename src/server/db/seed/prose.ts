import type { Random } from '../../../shared/domain/random.ts';
import { ADJECTIVES, FEELINGS, FIRST_NAMES, LAST_NAMES, NOUNS, OBJECTS, PLACES, PRAISE, READER_KINDS, SETTINGS, SUBJECTS, VERBS } from './words.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'An' before a vowel ('An Inheritance for Wes'), 'A' otherwise. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
const withArticle = (words: string) => `${article(words)} ${words}`;

/** An invented title such as 'The Hidden Orchard' or 'Letters from Port Ellery'. */
export function titleName(rnd: Random): string {
  const adj = rnd.pick(ADJECTIVES);
  const noun = rnd.pick(NOUNS);
  const place = rnd.pick(PLACES);
  switch (rnd.int(0, 7)) {
    case 0:
      return `The ${adj} ${noun}`;
    case 1:
      return `${noun} of ${capitalise(place)}`;
    case 2:
      return `The ${noun}'s ${rnd.pick(NOUNS)}`;
    case 3:
      return `${adj} ${noun}s`;
    case 4:
      return `${article(noun)} ${noun} for ${rnd.pick(FIRST_NAMES)}`;
    case 5:
      return `What the ${noun} Knew`;
    case 6:
      return `The ${adj} ${noun} of ${capitalise(place)}`;
    default:
      return `${adj} Is the ${noun}`;
  }
}

export function personName(rnd: Random): { firstName: string; lastName: string } {
  return { firstName: rnd.pick(FIRST_NAMES), lastName: rnd.pick(LAST_NAMES) };
}

export function sentence(rnd: Random): string {
  switch (rnd.int(0, 5)) {
    case 0:
      return `${capitalise(rnd.pick(SUBJECTS))} ${rnd.pick(VERBS)} ${rnd.pick(OBJECTS)} ${rnd.pick(SETTINGS)}.`;
    case 1:
      return `${capitalise(rnd.pick(SETTINGS))}, ${rnd.pick(SUBJECTS)} felt ${rnd.pick(FEELINGS)}.`;
    case 2:
      return `Nobody in ${capitalise(rnd.pick(PLACES))} had ever ${rnd.pick(VERBS)} ${rnd.pick(OBJECTS)} before.`;
    case 3:
      return `"We should have ${rnd.pick(VERBS)} ${rnd.pick(OBJECTS)}," said ${rnd.pick(FIRST_NAMES)}, and nobody answered.`;
    case 4:
      return `It was ${rnd.pick(FEELINGS)} that kept ${rnd.pick(SUBJECTS)} walking toward ${capitalise(rnd.pick(PLACES))}.`;
    default:
      return `Later, ${rnd.pick(SUBJECTS)} would say it began with ${rnd.pick(OBJECTS)}.`;
  }
}

export function paragraph(rnd: Random, sentences = rnd.int(3, 6)): string {
  return Array.from({ length: sentences }, () => sentence(rnd)).join(' ');
}

export interface DescriptionInput {
  name: string;
  author: string;
  category: string;
  series: string;
}

/** The five description panels of a title, all generated. */
export function descriptions(rnd: Random, p: DescriptionInput) {
  const place = capitalise(rnd.pick(PLACES));
  const summary =
    `In ${place}, ${rnd.pick(SUBJECTS)} ${rnd.pick(VERBS)} ${rnd.pick(OBJECTS)} and sets off a chain of events nobody expected. ` +
    `${p.name} is a ${rnd.pick(PRAISE)} ${p.category.split(' / ').pop()!.toLowerCase()} story about ${rnd.pick(FEELINGS)}. ` +
    paragraph(rnd, 2);
  const authorBio =
    `${p.author} grew up near ${capitalise(rnd.pick(PLACES))} and has worked as a ${rnd.pick(['bookseller', 'teacher', 'journalist', 'librarian', 'gardener', 'translator'])}. ` +
    `${p.name} is ${p.series ? `part of ${p.series}` : `their ${rnd.pick(['first', 'second', 'third', 'fifth'])} book`}. They live with ${rnd.pick(['two cats', 'a very old dog', 'their family', 'too many books'])}.`;
  const marketingPlans =
    [
      `National ${rnd.pick(['print', 'radio', 'online'])} campaign`,
      `${rnd.pick(['Ten', 'Twelve', 'Fifteen'])}-city author tour`,
      `Advance reading copies for ${rnd.pick(READER_KINDS)}`,
      `Social media and bookseller outreach`,
    ]
      .slice(0, rnd.int(2, 4))
      .join('; ') + '.';
  const keySellingPoints = [
    `For ${rnd.pick(READER_KINDS)}.`,
    `${withArticle(rnd.pick(PRAISE))} read set in ${place}.`,
    p.series ? `The next volume of ${p.series}.` : `A standalone with wide appeal.`,
  ].join(' ');
  const quotes =
    `"${capitalise(rnd.pick(PRAISE))} and ${rnd.pick(PRAISE)}." (${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}, demo reviewer) ` +
    `"I could not put it down." (${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}, demo bookseller)`;
  return { summary, authorBio, marketingPlans, keySellingPoints, quotes };
}
