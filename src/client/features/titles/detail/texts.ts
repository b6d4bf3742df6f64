import { addTexts } from '../../../i18n/addTexts.ts';
import titlesdetailTexts from '../../../i18n/locales/en.titleDetail.json';

addTexts(titlesdetailTexts);
