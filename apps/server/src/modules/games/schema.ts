// Game tables (seeds, rounds, wallet-API transactions): filled by the games work.
export {};
