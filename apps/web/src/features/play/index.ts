export { CoinsLabel, TopUpCard } from './TopUpCard';
