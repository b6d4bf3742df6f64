import { addTexts } from '../../i18n/addTexts.ts';
import titleListTexts from '../../i18n/locales/en.titleList.json';

addTexts(titleListTexts);
