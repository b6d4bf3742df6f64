import { addTexts } from '../i18n/addTexts.ts';
import changeTexts from '../i18n/locales/en.changes.json';

/**
 * The texts of changes: their labels in the pending list (Change.label keys `changes.label.*`), the pending mark and
 * the 'saved offline' toast. Imported by whatever shows them (lazy chunks), not by the first route.
 */
addTexts(changeTexts);
