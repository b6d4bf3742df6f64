import { addTexts } from '../../i18n/addTexts.ts';
import registrationTexts from '../../i18n/locales/en.registration.json';

addTexts(registrationTexts);
