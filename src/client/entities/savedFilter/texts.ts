import { addTexts } from '../../lib/i18n/addTexts.ts';
import savedFiltersTexts from '../../lib/i18n/locales/en.savedFilters.json';

addTexts(savedFiltersTexts);
