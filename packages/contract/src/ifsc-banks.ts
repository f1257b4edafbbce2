/**
 * The bank behind an Indian IFSC: its first four letters are the bank's code (SBIN0001234 is
 * State Bank of India). Issue 33: India showed "SBIN" where a player looks for their bank's
 * name. The major banks by their RBI codes; any other IFSC is shown as itself.
 */
const IFSC_BANKS: Readonly<Record<string, string>> = {
  SBIN: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  UTIB: 'Axis Bank',
  PUNB: 'Punjab National Bank',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  KKBK: 'Kotak Mahindra Bank',
  IDIB: 'Indian Bank',
  BKID: 'Bank of India',
  IOBA: 'Indian Overseas Bank',
  UCBA: 'UCO Bank',
  MAHB: 'Bank of Maharashtra',
  CBIN: 'Central Bank of India',
  PSIB: 'Punjab & Sind Bank',
  IBKL: 'IDBI Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd Bank',
  IDFB: 'IDFC FIRST Bank',
  FDRL: 'Federal Bank',
  KARB: 'Karnataka Bank',
  SIBL: 'South Indian Bank',
  RATN: 'RBL Bank',
  AUBL: 'AU Small Finance Bank',
  BDBL: 'Bandhan Bank',
  AIRP: 'Airtel Payments Bank',
  PYTM: 'Paytm Payments Bank',
};

/** The bank's name for an IFSC (any case), or the IFSC itself (upper case) when unknown. */
export function bankNameOfIfsc(ifsc: string): string {
  const code = ifsc.trim().toUpperCase();
  return IFSC_BANKS[code.slice(0, 4)] ?? code;
}
