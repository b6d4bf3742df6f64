import { addTexts } from '../../lib/i18n/addTexts.ts';
import titleListTexts from '../../lib/i18n/locales/en.titleList.json';

addTexts(titleListTexts);
