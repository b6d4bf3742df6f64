import { addTexts } from '../../lib/i18n/addTexts.ts';
import registrationTexts from '../../lib/i18n/locales/en.registration.json';

addTexts(registrationTexts);
