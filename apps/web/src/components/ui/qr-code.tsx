import { useEffect, useState } from "react";

/**
 * A QR code of `value`, drawn as SVG by the qrcode library, which loads only where a code is
 * shown. The SVG is the library's output for our own string. `label` says what it holds.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode").then(({ toString }) =>
      toString(value, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((drawn) => {
        if (current) setSvg(drawn);
      }),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div role="img" aria-label={label} className={`bg-white [&_svg]:h-full [&_svg]:w-full ${className}`}>
      {svg && <div className="h-full w-full" dangerouslySetInnerHTML={{ __html: svg }} />}
    </div>
  );
}
