import { addTexts } from '../../i18n/addTexts.ts';
import storageTexts from '../../i18n/locales/en.storage.json';

addTexts(storageTexts);
