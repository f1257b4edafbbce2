import { useEffect, useRef, useState } from 'react';

/** What the server answered once: a new operator's password and second factor, or one of them. */
export interface Secrets {
  login: string;
  password?: string;
  totpSecret?: string;
  totpUrl?: string;
}

/**
 * Secrets shown once, to pass on to the operator they belong to (in person or over a channel
 * the team trusts). Nothing keeps them: the server stores only a hash or ciphertext, and this
 * panel forgets them when closed or when the page is left. The TOTP secret goes into an
 * authenticator app by hand (or the otpauth:// address, on a phone that opens it).
 */
export function SecretsOnce({ secrets, onDone }: { secrets: Secrets; onDone: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => ref.current?.focus(), []);
  const lines = [
    `login: ${secrets.login}`,
    ...(secrets.password ? [`password: ${secrets.password}`] : []),
    ...(secrets.totpSecret ? [`TOTP secret: ${secrets.totpSecret}`] : []),
    ...(secrets.totpUrl ? [`TOTP address: ${secrets.totpUrl}`] : []),
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="card secrets"
      aria-labelledby="secrets-title"
      data-testid="secrets-once"
    >
      <h2 id="secrets-title">Shown once: {secrets.login}</h2>
      <p>
        Pass these on now. They are not stored anywhere you can read again; if they are lost, make
        new ones.
      </p>
      <dl className="facts">
        {secrets.password ? (
          <>
            <dt>Password</dt>
            <dd>
              <code data-testid="secret-password">{secrets.password}</code>
            </dd>
          </>
        ) : null}
        {secrets.totpSecret ? (
          <>
            <dt>TOTP secret</dt>
            <dd>
              <code data-testid="secret-totp">{secrets.totpSecret}</code>
            </dd>
          </>
        ) : null}
        {secrets.totpUrl ? (
          <>
            <dt>TOTP address</dt>
            <dd>
              <code>{secrets.totpUrl}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {note ? <p role="status">{note}</p> : null}
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => {
            void navigator.clipboard.writeText(lines.join('\n')).then(
              () => setNote('Copied.'),
              () => setNote('The browser refused the clipboard: select the text and copy it.'),
            );
          }}
        >
          Copy
        </button>
        <button type="button" onClick={onDone}>
          Passed on: hide them
        </button>
      </div>
    </section>
  );
}
