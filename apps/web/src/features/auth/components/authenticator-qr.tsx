import { useEffect, useState } from "react";

/**
 * The QR code an authenticator app scans (an otpauth:// address), drawn as SVG by the qrcode
 * library, which loads only here. The SVG is the library's output for our own string.
 */
export function AuthenticatorQr({ address, label }: { address: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode").then(({ toString }) =>
      toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((drawn) => {
        if (current) setSvg(drawn);
      }),
    );
    return () => {
      current = false;
    };
  }, [address]);
  return (
    <div
      role="img"
      aria-label={label}
      className="h-48 w-48 shrink-0 rounded-xl bg-white p-1 ring-1 ring-slate-200 [&_svg]:h-full [&_svg]:w-full"
    >
      {svg && <div className="h-full w-full" dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}
