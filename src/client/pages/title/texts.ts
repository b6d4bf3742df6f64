import { addTexts } from '../../lib/i18n/addTexts.ts';
import titlesdetailTexts from '../../lib/i18n/locales/en.titleDetail.json';

addTexts(titlesdetailTexts);
