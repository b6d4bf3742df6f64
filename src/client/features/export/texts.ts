import { addTexts } from '../../i18n/addTexts.ts';
import exportTexts from '../../i18n/locales/en.export.json';

addTexts(exportTexts);
