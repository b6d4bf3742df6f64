import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import enSavedFilters from './locales/en.savedFilters.json';
import enTitleList from './locales/en.titleList.json';
import enTitles from './locales/en.titles.json';
import enExport from './locales/en.export.json';
import enStacks from './locales/en.stacks.json';
import enReader from './locales/en.reader.json';

/** i18next with the seed texts. Interpolation uses the seeds' single braces: 'the {name} community'. */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { ...en, ...enTitleList, ...enTitles, ...enSavedFilters, ...enExport, ...enStacks, ...enReader } } },
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
});

export default i18next;
