import { addTexts } from '../../i18n/addTexts.ts';
import downloadTexts from '../../i18n/locales/en.downloads.json';

addTexts(downloadTexts);
