import { addTexts } from '../../lib/i18n/addTexts.ts';
import readerTexts from '../../lib/i18n/locales/en.reader.json';

addTexts(readerTexts);
