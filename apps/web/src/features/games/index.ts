// The games feature: the lobby on Home, game art and the empty-records picture. The catalogue
// and the recent searches and plays are shared (lib/games/): the table and search need them.
export { EmptyCards } from './components/EmptyCards';
export { GameArt } from './components/GameArt';
export { Lobby } from './components/Lobby';
