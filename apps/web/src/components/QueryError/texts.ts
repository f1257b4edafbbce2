import { addTexts } from '../../i18n/addTexts';

// Under `queryError`; they load with the pages that can show the error, not with the first page.
const en = { queryError: { text: 'This could not be loaded', retry: 'Try again' } };
const ind: typeof en = { queryError: { text: 'Ini tidak dapat dimuat', retry: 'Coba lagi' } };

addTexts({ en, ind });
