import { consoleApi } from '@cardroom/contract/console';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsoleQuery } from '../../data';
import { SettingEditor } from './SettingEditor';
import { labelOf } from './schema';

/** The settings this operator may edit, read fresh on every visit (the version each form saves against). */
function useSettings() {
  const query = useConsoleQuery(consoleApi.consoleSettingsList, {});
  return {
    data: query.data,
    error: query.error?.message ?? null,
    load: () => void query.refetch(),
  };
}

/** What the content settings are called in the menu and above their form. */
export const CONTENT_TITLES: Record<string, string> = {
  banners: 'Home banners',
  rollMessages: 'Roll messages (Home ticker)',
  service: 'Customer-service contacts',
};

/**
 * One setting's page: its form, or the refusal/reload line. `fixedKey` is set by the menu
 * entries for banners, roll messages and service contacts; the Settings list links by key.
 */
export function SettingPage({ fixedKey }: { fixedKey?: string }) {
  const params = useParams();
  const key = fixedKey ?? params.key ?? '';
  const { data, error, load } = useSettings();
  // A new mount per load: the form starts again from the freshly read value and version.
  const [generation, setGeneration] = useState(0);
  if (error) {
    return (
      <p className="error" role="alert">
        {error}{' '}
        <button type="button" onClick={load}>
          Retry
        </button>
      </p>
    );
  }
  if (!data) return <p className="notice">Loading…</p>;
  const entry = data.settings.find((s) => s.key === key);
  if (!entry) return <p className="notice">There is no setting “{key}” open to your role.</p>;
  return (
    <section aria-labelledby="setting-title">
      {fixedKey ? null : (
        <p className="muted">
          <Link to="/settings">Settings</Link> › {entry.module}
        </p>
      )}
      <h1 id="setting-title">{CONTENT_TITLES[entry.key] ?? labelOf(entry.key)}</h1>
      <p className="muted">
        Key <code>{entry.key}</code> · module {entry.module}.{' '}
        <button
          type="button"
          className="link"
          onClick={() => {
            load();
            setGeneration((g) => g + 1);
          }}
        >
          Reload the saved value
        </button>
      </p>
      <SettingEditor
        key={`${entry.key}:${generation}:${entry.version}`}
        entry={entry}
        market={data.market}
      />
    </section>
  );
}

/** Every setting this operator may edit, grouped by the module that declares it. */
export function SettingsListPage() {
  const { data, error, load } = useSettings();
  if (error) {
    return (
      <p className="error" role="alert">
        {error}{' '}
        <button type="button" onClick={load}>
          Retry
        </button>
      </p>
    );
  }
  if (!data) return <p className="notice">Loading…</p>;
  const modules = [...new Set(data.settings.map((s) => s.module))];
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <p className="muted">
        Each setting opens as a form. “Review change” has the server check it and show the change;
        nothing is saved before “Save”.
      </p>
      <div className="settings-groups">
        {modules.map((m) => (
          <section key={m} className="card" aria-label={`Module ${m}`}>
            <h2>{m}</h2>
            <ul className="setting-links">
              {data.settings
                .filter((s) => s.module === m)
                .map((s) => (
                  <li key={s.key}>
                    <Link to={`/settings/${s.key}`}>{CONTENT_TITLES[s.key] ?? labelOf(s.key)}</Link>
                    {s.editableFields ? (
                      <span className="muted">
                        {' '}
                        (you may change: {s.editableFields.join(', ')})
                      </span>
                    ) : null}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
