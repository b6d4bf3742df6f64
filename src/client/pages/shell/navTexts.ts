import { addTexts } from '../../lib/i18n/addTexts.ts';
import navTexts from '../../lib/i18n/locales/en.nav.json';

// The area menu's texts (navMenu.*), loaded with the menu; the tab labels (nav.*) are in en.json.
addTexts(navTexts);
