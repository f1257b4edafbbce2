/**
 * The UPI payment intent (NPCI's `upi://pay` link) for a transfer order: a UPI app opened with
 * it (tapped on the phone, or its QR code scanned) fills the payee, the exact amount and the
 * order number, so the player types nothing. Amount in rupees with two decimals, as UPI reads it.
 */
export function upiIntent(p: {
  upiId: string;
  name: string;
  amount: number;
  orderNo: string;
}): string | null {
  if (!p.upiId.includes('@') || !Number.isSafeInteger(p.amount) || p.amount <= 0) return null;
  const rupees = `${Math.floor(p.amount / 100)}.${String(p.amount % 100).padStart(2, '0')}`;
  const q = [
    ['pa', p.upiId],
    ['pn', p.name],
    ['am', rupees],
    ['cu', 'INR'],
    ['tn', `Deposit ${p.orderNo}`],
    ['tr', p.orderNo],
  ]
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
    .join('&');
  return `upi://pay?${q}`;
}

/** A phone, where a tapped `upi://` link opens the UPI app (a desktop has none to open). */
export function canOpenUpiApp(w: Pick<Window, 'matchMedia'> | undefined): boolean {
  return typeof w?.matchMedia === 'function' && w.matchMedia('(pointer: coarse)').matches;
}
