// The statement feature: the player's figures for a period (real-money edition only).
import './texts';

export { statementQuery } from './api';
export { customPeriodOk, presetPeriod, type StatementPreset, statementPresets } from './rules';
