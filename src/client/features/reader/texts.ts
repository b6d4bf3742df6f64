import { addTexts } from '../../i18n/addTexts.ts';
import readerTexts from '../../i18n/locales/en.reader.json';

addTexts(readerTexts);
