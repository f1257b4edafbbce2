// The vip feature: the Vip page's level badge, progress, level cards, history and the
// level-up celebration. Its texts and stylesheet come with it.
import './texts';
import './vip.css';

export { useCelebrated, vipInfoQuery, vipKeys, vipLevelsQuery } from './api';
export { VipCelebration } from './components/VipCelebration';
export { VipHistory } from './components/VipHistory';
export { VipLevelCards } from './components/VipLevelCards';
export { VipSummary } from './components/VipSummary';
export { vipTextKey } from './rules';
