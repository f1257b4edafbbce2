/**
 * Google Identity Services, loaded only when a player taps the Google button outside
 * sandbox mode: the script is Google's, so it stays off the first load.
 */
interface GoogleId {
  initialize(o: { client_id: string; callback: (r: { credential?: string }) => void }): void;
  prompt(): void;
}
type GoogleGlobal = { accounts?: { id?: GoogleId } };

let script: Promise<void> | null = null;

function loadScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://accounts.google.com/gsi/client';
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      script = null;
      reject(new Error('google script failed'));
    };
    document.head.append(s);
  });
  return script;
}

/** Resolves with a Google ID token once the player picks an account. */
export async function loadGoogleIdentity(clientId: string): Promise<string> {
  await loadScript();
  const id = (globalThis as { google?: GoogleGlobal }).google?.accounts?.id;
  if (!id) throw new Error('google identity unavailable');
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('no credential'))),
    });
    id.prompt();
  });
}
