import { addTexts } from '../../i18n/addTexts.ts';
import stacksTexts from '../../i18n/locales/en.stacks.json';

addTexts(stacksTexts);
