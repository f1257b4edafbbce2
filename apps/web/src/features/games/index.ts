// The games feature: the lobby on Home and its game art. The catalogue
// and the recent searches and plays are shared (lib/games/): the table and search need them.
export { GameArt } from './components/GameArt';
export { Lobby } from './components/Lobby';
export { isAllowedGameUrl } from './rules';
