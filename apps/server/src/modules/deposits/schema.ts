// Deposit tables (orders, gateway callbacks, bank statement lines): filled by the deposits work.
export {};
