import { QrCode } from "../../../components/ui/qr-code";

/** The QR code an authenticator app scans (an otpauth:// address). */
export function AuthenticatorQr({ address, label }: { address: string; label: string }) {
  return <QrCode value={address} label={label} className="h-48 w-48 shrink-0 rounded-xl p-1 ring-1 ring-slate-200" />;
}
