import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import enTitles from './locales/en.titles.json';
import enYourBooks from './locales/en.yourBooks.json';

/**
 * i18next with the seed texts. Interpolation uses the seeds' single braces: 'the {name} community'. The shell's,
 * titles' and Your Books' texts are here from the start (the first routes use them); other features add theirs
 * from their lazy chunks (addTexts.ts).
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { ...en, ...enTitles, ...enYourBooks } } },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

export default i18next;
