import { addTexts } from '../../lib/i18n/addTexts.ts';
import reviewTexts from '../../lib/i18n/locales/en.reviews.json';

addTexts(reviewTexts);
