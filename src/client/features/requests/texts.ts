import { addTexts } from '../../i18n/addTexts.ts';
import requestsTexts from '../../i18n/locales/en.requests.json';

addTexts(requestsTexts);
