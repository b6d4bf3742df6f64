import { addTexts } from '../../lib/i18n/addTexts.ts';
import downloadTexts from '../../lib/i18n/locales/en.downloads.json';

addTexts(downloadTexts);
