// The games feature: the lobby on Home, game art, recent searches and plays, the empty-records
// picture. The catalogue itself is shared (lib/catalog.ts): the game table needs it too.
export { EmptyCards } from './components/EmptyCards';
export { GameArt } from './components/GameArt';
export { Lobby } from './components/Lobby';
export { clearSearches, recentSearches, rememberSearch } from './recent';
