import { addTexts } from '../../lib/i18n/addTexts.ts';
import exportTexts from '../../lib/i18n/locales/en.export.json';

addTexts(exportTexts);
