import { addTexts } from '../../lib/i18n/addTexts.ts';
import storageTexts from '../../lib/i18n/locales/en.storage.json';

addTexts(storageTexts);
