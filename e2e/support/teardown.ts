import { stopSideServers } from './sideServer';

/** Stops the side servers the workers started (sideServer.ts); the main one is Playwright's. */
export default function teardown(): void {
  stopSideServers();
}
