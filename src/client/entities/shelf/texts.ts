import { addTexts } from '../../lib/i18n/addTexts.ts';
import stacksTexts from '../../lib/i18n/locales/en.stacks.json';

addTexts(stacksTexts);
