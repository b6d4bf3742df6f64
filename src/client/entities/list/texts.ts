import { addTexts } from '../../lib/i18n/addTexts.ts';
import listTexts from '../../lib/i18n/locales/en.lists.json';

addTexts(listTexts);
