import './breaks.css';
import './texts';

export * from './api';
export { RealityCheckPopup } from './components/RealityCheckPopup';
export * from './rules';
