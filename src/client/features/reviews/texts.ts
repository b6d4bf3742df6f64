import { addTexts } from '../../i18n/addTexts.ts';
import reviewTexts from '../../i18n/locales/en.reviews.json';

addTexts(reviewTexts);
