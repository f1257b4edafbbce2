// The home feature: the banner carousel, the win ticker and the Home page's layout styles.
import './home.css';

export { BannerCarousel } from './components/Banner';
export { RollTicker } from './components/RollTicker';
