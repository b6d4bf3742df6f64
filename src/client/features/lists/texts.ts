import { addTexts } from '../../i18n/addTexts.ts';
import listTexts from '../../i18n/locales/en.lists.json';

addTexts(listTexts);
