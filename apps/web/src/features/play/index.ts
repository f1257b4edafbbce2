export { TopUpCard } from './TopUpCard';
