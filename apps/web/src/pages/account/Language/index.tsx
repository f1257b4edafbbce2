import { Icon } from '../../../components/Icon';
import { switchLanguage, useTranslation } from '../../../i18n';
import { storedLang, toLangKey, useLanguage } from '../../../stores/language';
import './Language.css';

/** Language list from the language store; choosing one stores it and restarts at '/'. */
export default function Language() {
  const { t } = useTranslation();
  const lang = useLanguage((s) => s.lang);
  const list = useLanguage((s) => s.languageList);
  return (
    <div className="page-pad">
      <p className="muted lang-hint">{t('language.hint')}</p>
      <ul className="lang-list card">
        {list.map((l) => {
          const selected = l.key === lang;
          return (
            <li key={l.key}>
              <button
                type="button"
                aria-pressed={selected}
                className={selected ? 'lang-item is-selected' : 'lang-item'}
                data-testid={`language-item-${l.key}`}
                onClick={() => {
                  // The market's default shows as selected until the player chooses: tapping
                  // it makes it their choice (it then stays whatever the market).
                  if (!selected || storedLang() === null) switchLanguage(toLangKey(l.key));
                }}
              >
                <span className="lang-code">{l.requestKey.toUpperCase()}</span>
                <span className="lang-name">{l.name}</span>
                {selected && <Icon name="check" size={22} />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
