import { addTexts } from '../../i18n/addTexts';

// The withdraw feature's own texts, under `withdrawFee`; they load with the feature's pages.
const en = { withdrawFee: { rule: '{{percent}} · min {{min}}' } };
const ind: typeof en = { withdrawFee: { rule: '{{percent}} · minimal {{min}}' } };

addTexts({ en, ind });
