/**
 * Game calls (lobby, launch, records): filled by the games work. Kept in its own file so
 * that work never edits another area's contract.
 */
export const gameEndpoints = {} as const;
