import { addTexts } from '../../lib/i18n/addTexts.ts';
import requestsTexts from '../../lib/i18n/locales/en.requests.json';

addTexts(requestsTexts);
