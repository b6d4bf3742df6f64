import { addTexts } from '../../../i18n/addTexts.ts';
import savedFiltersTexts from '../../../i18n/locales/en.savedFilters.json';

addTexts(savedFiltersTexts);
