import { addTexts } from '../i18n/addTexts.ts';
import outboxTexts from '../i18n/locales/en.outbox.json';

addTexts(outboxTexts);
